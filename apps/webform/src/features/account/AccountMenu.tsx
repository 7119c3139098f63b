// The account menu (issue 29): the person icon in the header opens it as a modal (closing gives focus
// back to the icon); loaded on first open, so the signed-in frame does not carry it. It holds the 'Kalendarz' section (@tourplanner/ui/CalendarFeedPanel).
import { CALENDAR, WEBFORM_ACCOUNT } from '@tourplanner/i18n-pl/calendar';
import { AppModal } from '@tourplanner/ui/AppModal';
import { CalendarFeedPanel } from '@tourplanner/ui/CalendarFeedPanel';
import { useSession } from '../../shared/stores/session';
import { useCreateCalendarFeed } from './api/calendar-feed';

export interface AccountMenuProps {
  opened: boolean;
  onClose: () => void;
}

export default function AccountMenu({ opened, onClose }: AccountMenuProps) {
  const role = useSession((s) => s.user?.role.uuid);
  const createFeed = useCreateCalendarFeed();
  return (
    <AppModal opened={opened} onClose={onClose} title={WEBFORM_ACCOUNT.title} variant="webform" size="lg">
      <CalendarFeedPanel
        intro={role === 'HST' ? CALENDAR.intro : CALENDAR.introCoordinator}
        onCreate={() => createFeed.mutateAsync()}
        headingOrder={3}
      />
    </AppModal>
  );
}
