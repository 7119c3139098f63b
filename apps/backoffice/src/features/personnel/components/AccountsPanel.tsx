// The personnel screen's 'Konta' tab: everyone the caller reaches, deactivated people included and
// marked so, 100 a page under the actions list's pager, searched and filtered by role and state on
// the server (an agency may have thousands of accounts), with 'Dodaj osobę', 'Edytuj', 'Dezaktywuj'
// (after a confirmation) and 'Aktywuj'. ADMIN manages every account; an HSADM only hostesses whose
// territories are all hers (the server's rule, mirrored here so she is not offered buttons it
// would refuse).
import { Badge, Button, Group, Select, Table, Text } from '@mantine/core';
import { ROLES, type RoleId, type User } from '@tourplanner/domain/entities';
import { clampPage, maxPage } from '@tourplanner/domain/paging';
import { PERSONNEL, PERSONNEL_ACCOUNTS } from '@tourplanner/i18n-pl/backoffice';
import { ROLE_NAMES } from '@tourplanner/i18n-pl/common';
import { format } from '@tourplanner/i18n-pl/format';
import { ConfirmDialog } from '@tourplanner/ui/ConfirmDialog';
import { useDeferredValue, useState } from 'react';
import { ListFilters } from '../../../shared/components/ListFilters';
import { ListPagination } from '../../../shared/components/ListPagination';
import { ListScreen } from '../../../shared/components/ListScreen';
import { usePagedFilters } from '../../../shared/lib/use-paged-filters';
import { selectUser, useSession } from '../../../shared/stores/session';
import { useAccountPage, useSetAccountActive } from '../api/accounts';
import { AccountFormModal } from './AccountFormModal';

const T = PERSONNEL_ACCOUNTS;
const ROLE_OPTIONS = ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] }));
const STATE_OPTIONS = [
  { value: 'active', label: T.states.active },
  { value: 'inactive', label: T.states.inactive },
];

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
  const roles: readonly RoleId[] =
    me?.role.uuid === 'ADMIN' ? ['HST', 'ASM', 'HSADM', 'ADMIN', 'CLIENT'] : ['HST'];
  const { filters, setFilter, page, setPage } = usePagedFilters({
    search: '',
    role: null as RoleId | null,
    /** Only active accounts (true), only deactivated ones (false), or both (null). */
    active: null as boolean | null,
  });
  const search = useDeferredValue(filters.search);
  const list = useAccountPage({ ...filters, search, page });
  const setActive = useSetAccountActive();
  const [form, setForm] = useState<{ person: User | null } | null>(null);
  const [confirm, setConfirm] = useState<User | null>(null);
  const people = list.data?.users ?? [];
  const count = list.data?.count ?? 0;
  // Fewer accounts than the page shown needs (after a deactivation filtered out, say): the last page.
  if (list.data && !list.isPlaceholderData && page !== clampPage(page, count))
    setPage(clampPage(page, count));
  const name = (p: User) => `${p.firstname} ${p.lastname}`;

  return (
    <div>
      <ListScreen
        title={PERSONNEL.title}
        tools={<Button onClick={() => setForm({ person: null })}>{T.add}</Button>}
        filters={
          <ListFilters
            texts={T}
            search={filters.search}
            onSearch={(v) => setFilter('search', v)}
            count={count}
          >
            <Select
              label={T.roleFilter}
              placeholder={T.allRoles}
              data={ROLE_OPTIONS}
              value={filters.role}
              onChange={(v) => setFilter('role', v as RoleId | null)}
              clearable
              w={200}
            />
            <Select
              label={T.stateFilter}
              placeholder={T.allStates}
              data={STATE_OPTIONS}
              value={filters.active === null ? null : filters.active ? 'active' : 'inactive'}
              onChange={(v) => setFilter('active', v === null ? null : v === 'active')}
              clearable
              w={180}
            />
          </ListFilters>
        }
        list={{
          loading: list.isFetching,
          empty: people.length === 0,
          emptyText: T.empty,
          failed: list.isError ? { onRetry: () => void list.refetch() } : undefined,
        }}
        columns={[
          T.columns.name,
          T.columns.role,
          T.columns.email,
          T.columns.phone,
          T.columns.territories,
          T.columns.actions,
        ]}
        footer={
          <ListPagination count={count} pageCount={maxPage(count)} page={page} onPageChange={setPage} />
        }
      >
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
                      <Button size="compact-sm" variant="subtle" color="red" onClick={() => setConfirm(p)}>
                        {T.deactivate}
                      </Button>
                    ) : null}
                  </Group>
                ) : null}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListScreen>
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
