// The events screen (SPEC §2 'Eventy', served at /events, /locations and /regions).
import { Badge, Button, Group, Table } from '@mantine/core';
import type { Event } from '@tourplanner/domain/entities';
import { chosen } from '@tourplanner/domain/selection';
import { BACKOFFICE_EXTRA, EVENTS } from '@tourplanner/i18n-pl/backoffice';
import { DateRangeDropdown } from '@tourplanner/ui/DateRangeDropdown';
import { useState } from 'react';
import { ListScreen } from '../../shared/components/ListScreen';
import { useEventList } from './api/events';
import { EventWizard } from './components/EventWizard';
import { useEventsScreen } from './stores/events-store';

export function EventsPage() {
  const since = useEventsScreen((s) => s.since);
  const until = useEventsScreen((s) => s.until);
  const setRange = useEventsScreen((s) => s.setRange);
  const { data: list = [], isFetching: loading } = useEventList({ since, until });
  const [wizard, setWizard] = useState<{ opened: boolean; event: Event | null }>({
    opened: false,
    event: null,
  });

  return (
    <div>
      <ListScreen
        title={EVENTS.title}
        tools={
          <>
            <DateRangeDropdown
              label={BACKOFFICE_EXTRA.events.rangeLabel}
              value={{ from: since, to: until }}
              onChange={(r) => {
                if (r.from && r.to) setRange({ since: r.from, until: r.to });
              }}
            />
            <Button onClick={() => setWizard({ opened: true, event: null })}>{EVENTS.add}</Button>
          </>
        }
        list={{ loading, empty: list.length === 0, emptyText: EVENTS.empty }}
        columns={[
          EVENTS.columns.nr,
          EVENTS.columns.name,
          EVENTS.columns.id,
          EVENTS.columns.since,
          EVENTS.columns.until,
          EVENTS.columns.territories,
          { label: EVENTS.columns.edit, hidden: true },
        ]}
      >
        {list.map((e, i) => (
          <Table.Tr key={e.uuid} data-testid="event-row">
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td fw={600}>{e.name}</Table.Td>
            <Table.Td>{e.ident}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.since.date.slice(0, 10)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.until.date.slice(0, 10)}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {chosen(e.territory).map((t) => (
                  <Badge key={t.uuid} variant="light" tt="none">
                    {t.ident}
                  </Badge>
                ))}
              </Group>
            </Table.Td>
            <Table.Td>
              <Button size="xs" variant="default" onClick={() => setWizard({ opened: true, event: e })}>
                {EVENTS.edit}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListScreen>
      <EventWizard
        opened={wizard.opened}
        event={wizard.event}
        onClose={() => setWizard((w) => ({ ...w, opened: false }))}
      />
    </div>
  );
}
