// The bell in the back office's header (issue 29): 'Powiadomienia' with the unread count as a badge
// and in its accessible name. The panel's code is fetched on the first opening.
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { NOTIFICATION_BELL } from '@tourplanner/i18n-pl/alerts';
import { format } from '@tourplanner/i18n-pl/format';
import { lazy, Suspense, useState } from 'react';
import { useNotifications } from './notifications-api';

const NotificationPanel = lazy(() =>
  import('./NotificationPanel').then((m) => ({ default: m.NotificationPanel })),
);

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.7 21a2 2 0 0 1-3.4 0" />
    </svg>
  );
}

export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const unread = useNotifications().data?.unread ?? 0;
  const label = unread ? format(NOTIFICATION_BELL.labelUnread, { count: unread }) : NOTIFICATION_BELL.label;
  // The badge wraps the whole popover: the popover's target props (aria-haspopup, aria-expanded,
  // aria-controls) must land on the button, not on the badge's box, where they are not allowed.
  return (
    <Indicator label={unread} size={18} disabled={!unread} color="red" offset={4}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={440} shadow="md" trapFocus>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            color="gray"
            aria-label={label}
            onClick={() => setOpened((o) => !o)}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          {opened ? (
            <Suspense fallback={null}>
              <NotificationPanel onNavigate={() => setOpened(false)} />
            </Suspense>
          ) : null}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
