// The planner's points found by /point/search: a text matched against the city, chain, name and Id,
// and a territory among the caller's, a page at a time; 'Zaznacz wszystkie' takes every point the
// search finds (all its pages), up to what one plan may hold. The chosen points go into the plan
// like the event's points, and their labels are kept for the preview.
import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { PLAN_MAX_ACTIONS } from '@tourplanner/domain/wire/plan';
import { POINT_SEARCH_PAGE_SIZE } from '@tourplanner/domain/wire/points';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import { Pagination } from '@tourplanner/ui/Pagination';
import { useDeferredValue, useState } from 'react';
import { useTerritories } from '../../../shared/queries/reference';
import { useAllFoundPoints, useFoundPoints } from '../api/plan';
import { usePlanner } from '../stores/plan-store';
import {
  choiceLabel,
  type PointChoice,
  PointChoices,
  SelectionBar,
  withoutPoints,
  withPoints,
} from './PointPicker';

const namesOf = (points: PointChoice[]) => Object.fromEntries(points.map((p) => [p.uuid, choiceLabel(p)]));

export function PointSearchPicker({
  value,
  onChange,
}: {
  value: string[];
  onChange: (uuids: string[]) => void;
}) {
  const territories = useTerritories();
  const rememberNames = usePlanner((s) => s.rememberNames);
  const [text, setText] = useState('');
  const [territory, setTerritory] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const search = useDeferredValue(text);
  const query = { search, territory };
  const found = useFoundPoints(query, page);
  const all = useAllFoundPoints();
  const rows = found.data?.points ?? [];
  const count = found.data?.count ?? 0;
  const tooMany = count > PLAN_MAX_ACTIONS;

  const choose = (uuids: string[], points: PointChoice[]) => {
    rememberNames(namesOf(points));
    onChange(uuids);
  };
  const withEveryFound = (change: (value: string[], uuids: string[]) => string[]) =>
    all.mutate(query, {
      onSuccess: (points) => {
        const chosen = usePlanner.getState().form.points;
        choose(
          change(
            chosen,
            points.map((p) => p.uuid),
          ),
          points,
        );
      },
    });

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={PLANNER.form.findPoints}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setPage(0);
          }}
          miw={260}
        />
        <Select
          label={PLANNER.form.territory}
          placeholder={PLANNER.form.territoryAll}
          data={territories.map((t) => ({ value: t.uuid, label: t.ident }))}
          value={territory}
          onChange={(uuid) => {
            setTerritory(uuid);
            setPage(0);
          }}
          clearable
          w={200}
        />
      </Group>
      <SelectionBar
        chosen={value.length}
        onSelectAll={() => withEveryFound(withPoints)}
        onClearAll={() => withEveryFound(withoutPoints)}
        busy={all.isPending}
        disabled={count === 0 || tooMany}
      />
      <Text size="sm" c="dimmed">
        {found.data && count === 0 ? PLANNER.form.findEmpty : PLANNER.form.foundCount(count)}
        {tooMany ? ` ${PLANNER.form.tooManyFound(PLAN_MAX_ACTIONS)}` : ''}
      </Text>
      <PointChoices points={rows} value={value} onChange={(uuids) => choose(uuids, rows)} />
      {count > POINT_SEARCH_PAGE_SIZE ? (
        <Pagination
          pageCount={Math.ceil(count / POINT_SEARCH_PAGE_SIZE)}
          page={page}
          onPageChange={setPage}
          ariaLabel={PLANNER.form.sourceSearch}
        />
      ) : null}
    </Stack>
  );
}
