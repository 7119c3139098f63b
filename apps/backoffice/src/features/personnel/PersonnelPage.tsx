// The personnel page (SPEC §2 'Personel'): hostesses on a chosen date with their availability,
// the per-person calendar, the availability popup, and the territory filter for ASM. Who may manage
// accounts (the contract's /user/create roles) also gets the 'Konta' tab (./components/AccountsPanel).
import { Button, Group, Popover, Select, Table, Tabs, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { User } from '@tourplanner/domain/entities';
import { showsPersonnelTerritoryFilter } from '@tourplanner/domain/roles';
import {
  BACKOFFICE_EXTRA,
  FILTER_DIALOG,
  PERSONNEL,
  PERSONNEL_ACCOUNTS,
} from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { useId, useState } from 'react';
import { backOfficeCalls } from '../../shared/calls';
import { ListScreen } from '../../shared/components/ListScreen';
import { useTerritories } from '../../shared/queries/reference';
import { selectRole, useSession } from '../../shared/stores/session';
import { usePersonnelList, useSaveAvailability } from './api/personnel';
import { AccountsPanel } from './components/AccountsPanel';
import { AvailabilityPopup } from './components/AvailabilityPopup';
import { slotsOnDay } from './components/availability';
import { CalendarModal } from './components/CalendarModal';
import { usePersonnel } from './stores/personnel-store';

export function PersonnelPage() {
  const role = useSession(selectRole);
  const accountRoles = backOfficeCalls.userCreate.roles;
  const managesAccounts = role !== null && accountRoles !== 'anyone' && accountRoles.includes(role);
  if (!managesAccounts) return <AvailabilityView />;
  return (
    <Tabs defaultValue="availability" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="availability">{PERSONNEL_ACCOUNTS.tabs.availability}</Tabs.Tab>
        <Tabs.Tab value="accounts">{PERSONNEL_ACCOUNTS.tabs.accounts}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="availability">
        <AvailabilityView />
      </Tabs.Panel>
      <Tabs.Panel value="accounts">
        <AccountsPanel />
      </Tabs.Panel>
    </Tabs>
  );
}

/** The hostesses of the chosen day with their availability (SPEC §2). */
function AvailabilityView() {
  const role = useSession(selectRole);
  const date = usePersonnel((s) => s.date);
  const filter = usePersonnel((s) => s.filter);
  const setDate = usePersonnel((s) => s.setDate);
  const setFilter = usePersonnel((s) => s.setFilter);
  const { data: list = [], isFetching: loading } = usePersonnelList(date, date, filter);
  const saveAvailability = useSaveAvailability();
  const territories = useTerritories();
  const [calendarFor, setCalendarFor] = useState<User | null>(null);
  const [availabilityFor, setAvailabilityFor] = useState<User | null>(null);
  const dateFieldId = useId();
  // Who may set a hostess's availability is the contract's rule (/availability/save), not the screen's.
  const allowed = backOfficeCalls.availabilitySave.roles;
  const canSetAvailability = role !== null && allowed !== 'anyone' && allowed.includes(role);

  return (
    <div>
      <ListScreen
        title={PERSONNEL.title}
        tools={
          <>
            <DatePickerInput
              // One id for the field and its calendar popup, which is named by the field it opens from.
              id={dateFieldId}
              popoverProps={{ id: dateFieldId }}
              label={PERSONNEL.date}
              value={date}
              onChange={(d) => {
                if (d) setDate(d.slice(0, 10));
              }}
              valueFormat="YYYY.MM.DD"
              w={160}
            />
            {showsPersonnelTerritoryFilter(role) ? (
              <Popover position="bottom-end" shadow="md" trapFocus>
                <Popover.Target>
                  <Button variant="default" mt={24}>
                    {PERSONNEL.filter}
                  </Button>
                </Popover.Target>
                <Popover.Dropdown>
                  <Select
                    label={PERSONNEL.filterTerritory}
                    placeholder={FILTER_DIALOG.any}
                    clearable
                    data={territories.map((t) => ({ value: t.uuid, label: t.ident }))}
                    value={filter}
                    onChange={(v) => setFilter(v)}
                    comboboxProps={{ withinPortal: false }}
                    w={240}
                  />
                </Popover.Dropdown>
              </Popover>
            ) : null}
          </>
        }
        list={{ loading, empty: list.length === 0, emptyText: PERSONNEL.empty }}
        columns={[PERSONNEL.columns.name, PERSONNEL.columns.availability, PERSONNEL.columns.calendar]}
        minWidth={560}
      >
        {list.map((p) => {
          const slots = slotsOnDay(p.availability, date);
          return (
            <Table.Tr key={p.uuid} data-testid="person-row">
              <Table.Td fw={600}>
                {p.firstname} {p.lastname}
              </Table.Td>
              <Table.Td>
                <Group gap="sm" wrap="wrap">
                  {/* A minimum width as wide as 'Brak dostępności': the buttons line up. */}
                  <Text size="sm" miw="8.5rem" data-testid="availability-text">
                    {slots.length
                      ? slots
                          .map((s) => format(PERSONNEL.availabilityRange, { from: s.from, to: s.to }))
                          .join(', ')
                      : PERSONNEL.noAvailability}
                  </Text>
                  {canSetAvailability ? (
                    <Button size="compact-xs" variant="subtle" onClick={() => setAvailabilityFor(p)}>
                      {BACKOFFICE_EXTRA.personnel.setAvailability}
                    </Button>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <Button size="xs" variant="light" onClick={() => setCalendarFor(p)}>
                  {PERSONNEL.calendarButton}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </ListScreen>
      <CalendarModal person={calendarFor} onClose={() => setCalendarFor(null)} />
      <AvailabilityPopup
        opened={availabilityFor !== null}
        name={availabilityFor ? `${availabilityFor.firstname} ${availabilityFor.lastname}` : ''}
        day={date}
        onClose={() => setAvailabilityFor(null)}
        onSave={async (from, to) => {
          if (!availabilityFor) return;
          // A failure is the query client's error toast; the popup stays open.
          await saveAvailability
            .mutateAsync({ user: availabilityFor, day: date, from, to })
            .then(() => setAvailabilityFor(null))
            .catch(() => undefined);
        }}
      />
    </div>
  );
}
