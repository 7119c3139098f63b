import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Icon, type IconName } from './Icon';
import { SideNav, type SideNavEntry } from './SideNav';

const icon = (name: IconName) => <Icon name={name} size={18} />;

const ADMIN_ENTRIES: SideNavEntry[] = [
  { key: 'actions', label: 'Akcje', href: '/actions', active: true, icon: icon('list') },
  { key: 'reports', label: 'Raporty', href: '/reports', icon: icon('chart') },
  { key: 'personnel', label: 'Personel', href: '/personnel', icon: icon('users') },
  { key: 'events', label: 'Eventy', href: '/events', icon: icon('calendar') },
  { key: 'codes', label: 'Kody', href: '/kody', icon: icon('ticket') },
  {
    key: 'webform',
    label: 'Webform',
    href: 'https://webform.example.test',
    external: true,
    icon: icon('external'),
  },
];

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  args: {
    opened: true,
    onClose: fn(),
    onNavigate: fn(),
    onLogout: fn(),
    firstName: 'Anna',
    entries: ADMIN_ENTRIES,
    accountHref: '/twoje-konto',
  },
  // The drawer is fixed and the story has no other content: without a page of the viewport's
  // height under the scroll lock, axe cannot place the drawer's text and skips the contrast check.
  decorators: [(Story) => <div style={{ minHeight: 'calc(100vh - 2rem)' }}>{Story()}</div>],
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};

export const Asm: Story = {
  args: { firstName: 'Grzegorz', entries: ADMIN_ENTRIES.slice(0, 3) },
};

/** HSADM: the Webform entry opens the webform app in a new tab. */
export const HsadmWebformInNewTab: Story = {
  args: {
    firstName: 'Ewa',
    entries: [
      ...ADMIN_ENTRIES.slice(0, 2),
      {
        key: 'webform',
        label: 'Webform',
        href: 'https://webform.example.test',
        external: true,
        newTab: true,
        icon: icon('external'),
      },
    ],
  },
};

/** The dark scheme: 'Wyloguj' in the dark error red (red 4). */
export const Dark: Story = { globals: { colorScheme: 'dark' } };

export const AccountActive: Story = {
  args: { entries: ADMIN_ENTRIES.map((entry) => ({ ...entry, active: false })), accountActive: true },
};

export const LongPolishName: Story = {
  args: {
    firstName: 'Małgorzata-Świętosława',
    entries: [
      ...ADMIN_ENTRIES,
      { key: 'territories', label: 'Terytoria i regiony sprzedażowe', href: '/regions' },
    ],
  },
};
