// An action's history as a timeline, oldest first: when, who ('System' when no person), the
// sentence, and an edit's fields as 'pole: z → na'.
import { List, Text, Timeline } from '@mantine/core';
import type { WireHistoryEntry } from '@tourplanner/domain/wire/history';
import { format } from '@tourplanner/i18n-pl/format';
import { HISTORY_VIEW } from '@tourplanner/i18n-pl/history';

/** 'YYYY-MM-DD HH:mm:ss' (Warsaw) as 'DD.MM.YYYY HH:mm'. */
export const historyTime = (wire: string) =>
  `${wire.slice(8, 10)}.${wire.slice(5, 7)}.${wire.slice(0, 4)} ${wire.slice(11, 16)}`;

export function HistoryTimeline({ entries }: { entries: WireHistoryEntry[] }) {
  if (!entries.length) return <Text c="dimmed">{HISTORY_VIEW.empty}</Text>;
  return (
    <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2}>
      {entries.map((e, i) => (
        <Timeline.Item
          // The entries never change once written: their place in the list is their identity.
          key={i}
          title={
            <Text component="span" fw={600} size="sm">
              {HISTORY_VIEW.kinds[e.kind]}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            <time dateTime={e.at.date.replace(' ', 'T')}>{historyTime(e.at.date)}</time>
            {' · '}
            {e.who?.name ?? HISTORY_VIEW.system}
          </Text>
          <Text size="sm">{e.text}</Text>
          {e.changes?.length ? (
            <List size="sm" spacing={2} mt={4}>
              {e.changes.map((c) => (
                <List.Item key={c.field}>
                  {format(HISTORY_VIEW.change, {
                    field: c.field,
                    from: c.from ?? HISTORY_VIEW.none,
                    to: c.to ?? HISTORY_VIEW.none,
                  })}
                </List.Item>
              ))}
            </List>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
