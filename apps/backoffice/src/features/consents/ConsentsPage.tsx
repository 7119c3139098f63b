// Route '/zgody' (ADMIN): a consumer's request about their data. Found by e-mail or number, their
// consents and withdrawals in time order, exported as CSV, or their personal data erased (the
// consent proof stays, pseudonymised; see the API's /consent/erase).
import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { saveBlob } from '@tourplanner/app-kit/download';
import { toast } from '@tourplanner/app-kit/toast';
import { instantToWire, todayYmd } from '@tourplanner/domain/dates';
import { CONSUMER_CONSENTS } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { consentLabel } from '@tourplanner/i18n-pl/webform';
import { EmptyState } from '@tourplanner/ui/EmptyState';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../shared/api';
import { PageHeader } from '../../shared/components/PageHeader';
import { TablePanel } from '../../shared/components/TablePanel';
import { selectUser, useSession } from '../../shared/stores/session';
import { type ConsumerQuery, useConsentHistory, useEraseConsumer } from './api/consents';
import { historyCsv } from './history-csv';

const C = CONSUMER_CONSENTS;
const at = (iso: string) => instantToWire(iso).slice(0, 16);

export function ConsentsPage() {
  const isAdmin = useSession((s) => selectUser(s)?.role.uuid === 'ADMIN');
  const history = useConsentHistory();
  const erase = useEraseConsumer();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [asked, setAsked] = useState<ConsumerQuery | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  if (!isAdmin) return <EmptyState>{C.noPermission}</EmptyState>;

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    const query: ConsumerQuery = {
      ...(email.trim() ? { emailAddress: email.trim() } : {}),
      ...(phone.trim() ? { mobileNumber: phone.trim() } : {}),
    };
    if (!query.emailAddress && !query.mobileNumber) {
      setFormError(C.needOne);
      return;
    }
    setFormError(null);
    setAsked(query);
    history.mutate(query);
  };
  const onErase = () =>
    erase.mutate(asked ?? {}, {
      onSuccess: (r) => {
        setConfirming(false);
        toast.show(r.erased ? C.erased : C.alreadyErased);
        if (asked) history.mutate(asked);
      },
      onError: () => setConfirming(false),
    });

  const events = history.data?.events ?? [];
  const notFound = history.error instanceof ApiError && history.error.code === 'E_NOT_FOUND';
  const failed = history.isError && !notFound;
  return (
    <div>
      <PageHeader title={C.title}>
        <Button
          variant="default"
          disabled={!events.length}
          onClick={() =>
            saveBlob(
              new Blob([historyCsv(events, consentLabel, at)], { type: 'text/csv;charset=utf-8' }),
              format(C.fileName, { today: todayYmd(new Date()) }),
            )
          }
        >
          {C.exportCsv}
        </Button>
        <Button color="red.9" disabled={!events.length} onClick={() => setConfirming(true)}>
          {C.erase}
        </Button>
      </PageHeader>
      <Stack gap="md" mb="md">
        <Text size="sm">{C.intro}</Text>
        <form onSubmit={onSearch} noValidate>
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label={C.email}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <TextInput
              label={C.phone}
              placeholder={C.phonePlaceholder}
              value={phone}
              onChange={(e) => setPhone(e.currentTarget.value)}
            />
            <Button type="submit" loading={history.isPending}>
              {C.search}
            </Button>
          </Group>
        </form>
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        {notFound && (
          <Alert color="yellow" role="status">
            {C.notFound}
          </Alert>
        )}
        {failed && (
          <Alert color="red" role="alert">
            {history.error.message}
          </Alert>
        )}
      </Stack>
      <TablePanel loading={history.isPending} empty={events.length === 0} emptyText={C.empty}>
        <Table.ScrollContainer minWidth={760}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{C.columns.at}</Table.Th>
                <Table.Th>{C.columns.kind}</Table.Th>
                <Table.Th>{C.columns.consent}</Table.Th>
                <Table.Th>{C.columns.value}</Table.Th>
                <Table.Th>{C.columns.version}</Table.Th>
                <Table.Th>{C.columns.brand}</Table.Th>
                <Table.Th>{C.columns.point}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((e) => (
                <Table.Tr key={`${e.kind}-${e.purpose}-${e.at}`} data-testid="consent-event">
                  <Table.Td>{at(e.at)}</Table.Td>
                  <Table.Td>{C.kinds[e.kind]}</Table.Td>
                  <Table.Td>{consentLabel(e.purpose)}</Table.Td>
                  <Table.Td>{e.value ? C.yes : C.no}</Table.Td>
                  <Table.Td>{e.textVersion ?? '—'}</Table.Td>
                  <Table.Td>{e.brand ?? '—'}</Table.Td>
                  <Table.Td>{e.pointIdent ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </TablePanel>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={C.eraseTitle}>
        <Stack>
          <Text size="sm">{C.eraseText}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {C.cancel}
            </Button>
            <Button color="red.9" loading={erase.isPending} onClick={onErase}>
              {C.eraseConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </div>
  );
}
