// The personnel screen's 'Konta' tab: everyone the caller reaches, deactivated people included and
// marked so, with 'Dodaj osobę', 'Edytuj', 'Dezaktywuj' (after a confirmation) and 'Aktywuj'. ADMIN
// manages every account; an HSADM only hostesses whose territories are all hers (the server's rule,
// mirrored here so she is not offered buttons it would refuse).
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { RoleId, User } from '@tourplanner/domain/entities';
import { PERSONNEL, PERSONNEL_ACCOUNTS } from '@tourplanner/i18n-pl/backoffice';
import { ROLE_NAMES } from '@tourplanner/i18n-pl/common';
import { format } from '@tourplanner/i18n-pl/format';
import { ConfirmDialog } from '@tourplanner/ui/ConfirmDialog';
import { useState } from 'react';
import { PageHeader } from '../../../shared/components/PageHeader';
import { TablePanel } from '../../../shared/components/TablePanel';
import { selectUser, useSession } from '../../../shared/stores/session';
import { useAccountList, useSetAccountActive } from '../api/accounts';
import { AccountFormModal } from './AccountFormModal';

const T = PERSONNEL_ACCOUNTS;

/** Whether the signed-in user may manage this person's account. */
export function mayManage(me: User | null, person: User): boolean {
  if (me?.role.uuid === 'ADMIN') return true;
  if (me?.role.uuid !== 'HSADM' || person.role.uuid !== 'HST' || person.territories.length === 0)
    return false;
  const mine = new Set(me.territories.map((t) => t.uuid));
  return person.territories.every((t) => mine.has(t.uuid));
}

export function AccountsPanel() {
  const me = useSession(selectUser);
  const roles: readonly RoleId[] = me?.role.uuid === 'ADMIN' ? ['HST', 'ASM', 'HSADM', 'ADMIN'] : ['HST'];
  const list = useAccountList();
  const setActive = useSetAccountActive();
  const [form, setForm] = useState<{ person: User | null } | null>(null);
  const [confirm, setConfirm] = useState<User | null>(null);
  const people = list.data ?? [];
  const name = (p: User) => `${p.firstname} ${p.lastname}`;

  return (
    <div>
      <PageHeader title={PERSONNEL.title}>
        <Button onClick={() => setForm({ person: null })}>{T.add}</Button>
      </PageHeader>
      <TablePanel
        loading={list.isFetching}
        empty={people.length === 0}
        emptyText={T.empty}
        failed={list.isError ? { onRetry: () => void list.refetch() } : undefined}
      >
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{T.columns.name}</Table.Th>
                <Table.Th>{T.columns.role}</Table.Th>
                <Table.Th>{T.columns.email}</Table.Th>
                <Table.Th>{T.columns.phone}</Table.Th>
                <Table.Th>{T.columns.territories}</Table.Th>
                <Table.Th>{T.columns.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((p) => {
                const inactive = p.active === false;
                const manage = mayManage(me, p);
                return (
                  <Table.Tr key={p.uuid} data-testid="account-row" c={inactive ? 'dimmed' : undefined}>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Text fw={600} size="sm">
                          {name(p)}
                        </Text>
                        {inactive ? (
                          <Badge color="gray" variant="light">
                            {p.role.uuid === 'HST' ? T.inactiveHostess : T.inactivePerson}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{ROLE_NAMES[p.role.uuid]}</Table.Td>
                    <Table.Td>{p.emailAddress}</Table.Td>
                    <Table.Td>{p.mobilePhone}</Table.Td>
                    <Table.Td>{p.territories.map((t) => t.ident).join(', ')}</Table.Td>
                    <Table.Td>
                      {manage ? (
                        <Group gap="xs" wrap="nowrap">
                          <Button size="compact-sm" variant="light" onClick={() => setForm({ person: p })}>
                            {T.edit}
                          </Button>
                          {inactive ? (
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              loading={setActive.isPending && setActive.variables?.uuid === p.uuid}
                              onClick={() => setActive.mutate({ uuid: p.uuid, active: true })}
                            >
                              {T.activate}
                            </Button>
                          ) : p.uuid !== me?.uuid ? (
                            <Button
                              size="compact-sm"
                              variant="subtle"
                              color="red"
                              onClick={() => setConfirm(p)}
                            >
                              {T.deactivate}
                            </Button>
                          ) : null}
                        </Group>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </TablePanel>
      <AccountFormModal
        opened={form !== null}
        person={form?.person ?? null}
        roles={roles}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog
        opened={confirm !== null}
        title={T.confirmDeactivate.title}
        message={confirm ? format(T.confirmDeactivate.message, { name: name(confirm) }) : ''}
        confirmLabel={T.confirmDeactivate.confirm}
        destructive
        loading={setActive.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          setActive.mutate({ uuid: confirm.uuid, active: false }, { onSettled: () => setConfirm(null) });
        }}
      />
    </div>
  );
}
