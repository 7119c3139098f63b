import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SideNav, type SideNavEntry } from './SideNav';

const ADMIN_ENTRIES: SideNavEntry[] = [
  { key: 'actions', label: 'Akcje', href: '/actions', active: true },
  { key: 'reports', label: 'Raporty', href: '/reports' },
  { key: 'personnel', label: 'Personel', href: '/personnel' },
  { key: 'events', label: 'Eventy', href: '/events' },
  { key: 'codes', label: 'Kody', href: '/kody' },
  { key: 'webform', label: 'Webform', href: 'https://webform.example.test', external: true },
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
