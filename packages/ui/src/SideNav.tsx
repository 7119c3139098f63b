// The side navigation drawer: 'Witaj' and the user's first name, the entries of the user's role
// (given by the app, SPEC §6), and 'Twoje Konto' / 'Wyloguj' at the bottom. Links are real
// anchors; onNavigate lets an app route them without a page load (ui does not know the router).
import { Button, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { ui } from '@tourplanner/i18n-pl/ui';
import type { MouseEvent, ReactNode } from 'react';
import { Icon } from './Icon';

export interface SideNavEntry {
  key: string;
  label: string;
  href: string;
  active?: boolean;
  /** Another app or site (e.g. the webform app): a plain link, not routed. */
  external?: boolean;
  /** Opens in a new browser tab (with an external entry: the back office stays open behind it). */
  newTab?: boolean;
  icon?: ReactNode;
}

export interface SideNavProps {
  opened: boolean;
  onClose: () => void;
  firstName: string;
  entries: readonly SideNavEntry[];
  accountHref: string;
  accountActive?: boolean;
  /** Called for a plain left click on an internal link; the drawer closes afterwards. */
  onNavigate?: (href: string) => void;
  onLogout: () => void;
}

function routed(onNavigate: SideNavProps['onNavigate'], onClose: () => void, href: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/Cmd/Shift-click and middle click keep the browser's own behaviour (new tab, window).
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
    onClose();
  };
}

export function SideNav({
  opened,
  onClose,
  firstName,
  entries,
  accountHref,
  accountActive,
  onNavigate,
  onLogout,
}: SideNavProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="left"
      size={300}
      title={
        <Text span fw={600} size="lg">
          {ui.sideNav.greeting}, {firstName}
        </Text>
      }
      closeButtonProps={{ 'aria-label': ui.sideNav.close }}
      styles={{ body: { display: 'flex', flexDirection: 'column', minHeight: 'calc(100% - 60px)' } }}
    >
      <nav aria-label={ui.sideNav.label} style={{ flex: 1 }}>
        <Stack gap={2}>
          {entries.map((entry) => (
            <NavLink
              key={entry.key}
              component="a"
              href={entry.href}
              label={entry.label}
              leftSection={entry.icon}
              active={entry.active}
              aria-current={entry.active ? 'page' : undefined}
              target={entry.newTab ? '_blank' : undefined}
              rel={entry.newTab ? 'noopener noreferrer' : undefined}
              onClick={
                entry.newTab ? onClose : entry.external ? undefined : routed(onNavigate, onClose, entry.href)
              }
            />
          ))}
        </Stack>
      </nav>
      <Stack gap={4} pt="md" mt="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <NavLink
          component="a"
          href={accountHref}
          label={ui.sideNav.account}
          leftSection={<Icon name="user" size={18} />}
          active={accountActive}
          aria-current={accountActive ? 'page' : undefined}
          onClick={routed(onNavigate, onClose, accountHref)}
        />
        {/* Not color="red.9": Mantine's subtle variant caps a given shade at 6 (#fa5252, 3.28:1 on
            white). The theme's error red is red 9 in light (5.46:1 on white, 4.51:1 on the hover
            tint) and red 4 in dark (6.70:1 on the dark body, 5.43:1 hovered). */}
        <Button
          variant="subtle"
          color="var(--mantine-color-error)"
          justify="flex-start"
          leftSection={<Icon name="logout" size={18} />}
          onClick={onLogout}
        >
          {ui.sideNav.logout}
        </Button>
      </Stack>
    </Drawer>
  );
}
