// Route '/zgody/:token' (no sign-in): the consumer's own consents of one registration, opened from
// the link of their receipt e-mail or SMS; each marketing consent given can be withdrawn with one
// tap, as easily as it was given. The token is the whole authority and opens nothing else.
import { Alert, Badge, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithdrawableConsent } from '@tourplanner/domain/wire/consents';
import { LOADING } from '@tourplanner/i18n-pl/common';
import { format } from '@tourplanner/i18n-pl/format';
import { CONSENT_RECORD, consentLabel } from '@tourplanner/i18n-pl/webform';
import { useParams } from 'react-router';
import { api, errorCodeOf } from '../../shared/api';
import { useTitle } from '../../shared/lib/use-title';
import { formatInstant } from './format-instant';

export function ConsentRecordPage() {
  useTitle(CONSENT_RECORD.title);
  const token = useParams().token ?? '';
  const client = useQueryClient();
  const record = useQuery({
    queryKey: ['consent-record', token],
    queryFn: ({ signal }) => api.call('consentRecord', { token }, { signal }),
    retry: false,
  });
  const withdraw = useMutation({
    mutationFn: (purpose: WithdrawableConsent) => api.call('consentWithdraw', { token, purposes: [purpose] }),
    onSuccess: (data) => client.setQueryData(['consent-record', token], data),
  });

  const code = record.isError ? errorCodeOf(record.error) : null;
  return (
    <Container size="xs" py="lg" px="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {CONSENT_RECORD.title}
        </Title>
        {record.isPending && <Loader mx="auto" aria-label={LOADING.loading} />}
        {code && (
          <Alert
            color="red"
            role="alert"
            title={code === 'E_NOT_FOUND' ? undefined : CONSENT_RECORD.loadError}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {code === 'E_NOT_FOUND' ? CONSENT_RECORD.notFound : CONSENT_RECORD.loadError}
              </Text>
              {code !== 'E_NOT_FOUND' && (
                <Button variant="light" onClick={() => void record.refetch()}>
                  {CONSENT_RECORD.retry}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        {record.data && (
          <>
            <Text>
              {format(CONSENT_RECORD.intro, {
                brand: record.data.brand,
                date: formatInstant(record.data.registeredAt),
              })}
            </Text>
            {withdraw.isError && (
              <Alert color="red" role="alert">
                {CONSENT_RECORD.withdrawError}
              </Alert>
            )}
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {record.data.consents.map((c) => (
                <Card
                  key={c.purpose}
                  component="li"
                  withBorder
                  padding="md"
                  data-testid={`consent-${c.purpose}`}
                >
                  <Stack gap="xs">
                    <Text size="sm">{consentLabel(c.purpose)}</Text>
                    <Group justify="space-between" wrap="wrap" gap="xs">
                      <Badge color={c.value && !c.withdrawnAt ? 'teal.9' : 'gray.7'} variant="filled">
                        {c.withdrawnAt
                          ? format(CONSENT_RECORD.withdrawnOn, { date: formatInstant(c.withdrawnAt) })
                          : c.value
                            ? CONSENT_RECORD.given
                            : CONSENT_RECORD.refused}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {format(CONSENT_RECORD.version, { version: c.textVersion })}
                      </Text>
                    </Group>
                    {c.withdrawable && (
                      <Button
                        variant="outline"
                        color="red.9"
                        mih={44}
                        loading={withdraw.isPending && withdraw.variables === c.purpose}
                        disabled={withdraw.isPending}
                        onClick={() => withdraw.mutate(c.purpose as WithdrawableConsent)}
                      >
                        {CONSENT_RECORD.withdraw}
                      </Button>
                    )}
                  </Stack>
                </Card>
              ))}
            </Stack>
            {withdraw.isSuccess && (
              <Alert color="teal" role="status">
                {format(CONSENT_RECORD.withdrawnNotice, { date: formatInstant(new Date().toISOString()) })}
              </Alert>
            )}
            <Text size="sm" c="dimmed">
              {CONSENT_RECORD.marketingNote}
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}
