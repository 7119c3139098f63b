// Each coming day with her hours ('Dostępna 09:00–16:00' or 'Niedostępna'), editable in place.

import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { LOADING } from '@tourplanner/i18n-pl/common';
import { message } from '@tourplanner/i18n-pl/errors';
import { AVAILABILITY, WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { useEffect } from 'react';
import { useTitle } from '../../../lib/use-title';
import { useAvailability } from '../stores/availability-store';
import { DayAvailability } from './DayAvailability';

export function AvailabilityList() {
  useTitle(AVAILABILITY.title);
  const days = useAvailability((s) => s.days);
  const status = useAvailability((s) => s.status);
  const errorCode = useAvailability((s) => s.errorCode);
  const load = useAvailability((s) => s.load);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {AVAILABILITY.title}
      </Title>
      <Text c="dimmed">{WEBFORM_APP.availability.intro}</Text>
      {status === 'error' && (
        <Alert color="red" role="alert" title={WEBFORM_APP.availability.loadError}>
          {message(errorCode === 'E_NETWORK' ? null : errorCode)}
        </Alert>
      )}
      {status === 'loading' && <Loader mx="auto" aria-label={LOADING.loading} />}
      {status === 'ready' && (
        <Stack gap="sm">
          {days.map((day) => (
            <DayAvailability key={day} day={day} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
