// The account menu (issue 29): the person icon in the header opens it; loaded on first open, so the
// signed-in frame does not carry it. It holds the 'Kalendarz' section (@tourplanner/ui/CalendarFeedPanel).
import { Drawer } from '@mantine/core';
import { CALENDAR, WEBFORM_ACCOUNT } from '@tourplanner/i18n-pl/calendar';
import { CalendarFeedPanel } from '@tourplanner/ui/CalendarFeedPanel';
import { useSession } from '../../shared/stores/session';
import { useCreateCalendarFeed } from './api/calendar-feed';

export interface AccountDrawerProps {
  opened: boolean;
  onClose: () => void;
}

export default function AccountDrawer({ opened, onClose }: AccountDrawerProps) {
  const role = useSession((s) => s.user?.role.uuid);
  const createFeed = useCreateCalendarFeed();
  return (
    <Drawer opened={opened} onClose={onClose} title={WEBFORM_ACCOUNT.title} position="right" size="md">
      <CalendarFeedPanel
        intro={role === 'HST' ? CALENDAR.intro : CALENDAR.introCoordinator}
        onCreate={() => createFeed.mutateAsync()}
      />
    </Drawer>
  );
}
