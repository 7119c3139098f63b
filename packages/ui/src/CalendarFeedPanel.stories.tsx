import type { Meta, StoryObj } from '@storybook/react-vite';
import { CALENDAR } from '@tourplanner/i18n-pl/calendar';
import { CalendarFeedPanel } from './CalendarFeedPanel';

const meta = {
  title: 'Account/CalendarFeedPanel',
  component: CalendarFeedPanel,
  args: {
    intro: CALENDAR.intro,
    onCreate: async () =>
      'https://api.tourplanner.test/calendar/Q2FsZW5kYXItZmVlZC10b2tlbi1zdG9yeS1vbmx5.ics',
  },
} satisfies Meta<typeof CalendarFeedPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before a link is made: how to subscribe and 'Nowy link'. */
export const Hostess: Story = {};

/** A coordinator's wording: her territories' actions. */
export const Coordinator: Story = { args: { intro: CALENDAR.introCoordinator } };
