// The account menu (issue 29): the person icon in the header opens it as a modal (closing gives focus
// back to the icon); loaded on first open, so the signed-in frame does not carry it. It holds a
// hostess's 'Powiadomienia na telefonie' switch (shown when this phone and the server can push) and
// the 'Kalendarz' section (@tourplanner/ui/CalendarFeedPanel).
import { Stack } from '@mantine/core';
import { CALENDAR, WEBFORM_ACCOUNT } from '@tourplanner/i18n-pl/calendar';
import { AppModal } from '@tourplanner/ui/AppModal';
import { CalendarFeedPanel } from '@tourplanner/ui/CalendarFeedPanel';
import PushSwitch from '../../shared/push/PushSwitch';
import { useSession } from '../../shared/stores/session';
import { useCreateCalendarFeed } from './api/calendar-feed';

export interface AccountMenuProps {
  opened: boolean;
  onClose: () => void;
  /** Offer the notifications switch (a hostess's, outside the registration). */
  push?: boolean;
}

export default function AccountMenu({ opened, onClose, push = false }: AccountMenuProps) {
  const role = useSession((s) => s.user?.role.uuid);
  const createFeed = useCreateCalendarFeed();
  return (
    <AppModal opened={opened} onClose={onClose} title={WEBFORM_ACCOUNT.title} variant="webform" size="lg">
      <Stack gap="md">
        {push && <PushSwitch />}
        <CalendarFeedPanel
          intro={role === 'HST' ? CALENDAR.intro : CALENDAR.introCoordinator}
          onCreate={() => createFeed.mutateAsync()}
          headingOrder={3}
        />
      </Stack>
    </AppModal>
  );
}
