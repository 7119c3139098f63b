// Each coming day with her hours ('Dostępna 09:00–16:00' or 'Niedostępna'), editable in place.
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { LOADING } from '@tourplanner/i18n-pl/common';
import { AVAILABILITY, WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { useMemo } from 'react';
import { errorCodeOf, errorTextOf } from '../../../shared/api';
import { useTitle } from '../../../shared/lib/use-title';
import { availabilityDays, slotsOfDay, useAvailability } from '../api/availability-query';
import { DayAvailability } from './DayAvailability';

export function AvailabilityList() {
  useTitle(AVAILABILITY.title);
  const days = useMemo(() => availabilityDays(), []);
  const availability = useAvailability(days);
  const loading = availability.isFetching;
  // The cached days show at once while they are fetched again.
  const slots = availability.data;
  const errorCode = availability.isError && !loading ? errorCodeOf(availability.error) : null;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {AVAILABILITY.title}
      </Title>
      <Text c="dimmed">{WEBFORM_APP.availability.intro}</Text>
      {errorCode && (
        <Alert color="red" role="alert" title={WEBFORM_APP.availability.loadError}>
          {errorTextOf(availability.error)}
        </Alert>
      )}
      {loading && !slots && <Loader mx="auto" aria-label={LOADING.loading} />}
      {slots && (
        <Stack gap="sm">
          {days.map((day) => (
            <DayAvailability key={day} day={day} slots={slotsOfDay(slots, day)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
