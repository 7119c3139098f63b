// Own account (SPEC §2 'Twoje dane', /twoje-konto): read-only data, a masked password and the
// 'Zmiana hasła' popup (components/PasswordChangeModal.tsx), and the 'Kalendarz' section: a secret
// feed link of her territories' actions (issue 29, @tourplanner/ui/CalendarFeedPanel).
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import { ACCOUNT, BACKOFFICE_EXTRA } from '@tourplanner/i18n-pl/backoffice';
import { CALENDAR } from '@tourplanner/i18n-pl/calendar';
import { EMPTY } from '@tourplanner/i18n-pl/common';
import { CalendarFeedPanel } from '@tourplanner/ui/CalendarFeedPanel';
import { useState } from 'react';
import { Link } from 'react-router';
import { selectUser, useSession } from '../../shared/stores/session';
import { useCreateCalendarFeed } from './api/calendar-feed';
import { PasswordChangeModal } from './components/PasswordChangeModal';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value || EMPTY.dash}
      </Text>
    </div>
  );
}

export function AccountPage() {
  const user = useSession(selectUser);
  const [opened, setOpened] = useState(false);
  const createFeed = useCreateCalendarFeed();

  if (!user) return null;

  return (
    <Stack maw={820}>
      <Anchor component={Link} to="/actions" size="sm">
        ← {BACKOFFICE_EXTRA.account.backToActions}
      </Anchor>
      <Title order={1} size="h2">
        {ACCOUNT.title}
      </Title>
      <Paper withBorder p="lg" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0} spacing="lg">
          <Field label={ACCOUNT.fields.id} value={user.uuid} />
          <Field label={ACCOUNT.fields.login} value={user.username} />
          <Field label={ACCOUNT.fields.firstname} value={user.firstname} />
          <Field label={ACCOUNT.fields.lastname} value={user.lastname} />
          <Field label={ACCOUNT.fields.territories} value={user.territories.map((t) => t.ident).join(', ')} />
          <Field label={ACCOUNT.fields.email} value={user.emailAddress ?? ''} />
          <Field label={ACCOUNT.fields.phone} value={user.mobilePhone ?? ''} />
          <div>
            <Text size="sm" c="dimmed" component="dt">
              {ACCOUNT.fields.password}
            </Text>
            <Group component="dd" m={0} gap="sm">
              <Text fw={600} aria-hidden="true">
                {ACCOUNT.passwordMask}
              </Text>
              <Button size="xs" variant="light" onClick={() => setOpened(true)}>
                {ACCOUNT.change}
              </Button>
            </Group>
          </div>
        </SimpleGrid>
      </Paper>
      <CalendarFeedPanel
        intro={user.role.uuid === 'CLIENT' ? CALENDAR.introClient : CALENDAR.introCoordinator}
        onCreate={() => createFeed.mutateAsync()}
      />
      <PasswordChangeModal
        opened={opened}
        onClose={() => setOpened(false)}
        onChanged={() => toast.show(ACCOUNT.toasts.passwordChanged)}
      />
    </Stack>
  );
}
