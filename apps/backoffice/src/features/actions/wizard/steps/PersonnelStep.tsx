// Wizard step 'Personel': one hostess of the user's territories (SPEC §4 Personnel selection).
// With a date and time chosen the API ranks them (ADR 0021): free and available first, then the
// fewest actions that week, then the nearest; each line says why ('dostępna', 'koliduje z AK-…').
// The ranked list is the only one offered for a window: none is shown while it loads.

import { Stack, Text } from '@mantine/core';
import type { ActionUser } from '@tourplanner/domain/entities';
import { chosen, selectPerson } from '@tourplanner/domain/selection';
import type { RankedHostess } from '@tourplanner/domain/wire/actions';
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { listValue, SearchableSingleList, type SingleListItem } from '@tourplanner/ui/SearchableSingleList';
import { useReferencePersonnel } from '../../../../shared/queries/reference';
import { usePersonnelRanking } from '../../api/personnel-ranking';
import { useActionWizard } from '../../stores/wizard-store';
import { draftWindow } from '../draft';

const WHY = ACTION_WIZARD.personnelWhy;

/** '14:00–20:00', or with the days when the window spans more than one ('28.11 14:00–29.11 02:00'). */
function clashHours(c: { since: { date: string }; until: { date: string } }): string {
  const [sd, st] = c.since.date.split(' ');
  const [ud, ut] = c.until.date.split(' ');
  const dm = (d = '') => `${d.slice(8, 10)}.${d.slice(5, 7)}`;
  return sd === ud
    ? `${st?.slice(0, 5)}–${ut?.slice(0, 5)}`
    : `${dm(sd)} ${st?.slice(0, 5)}–${dm(ud)} ${ut?.slice(0, 5)}`;
}

/** 'HST-001 · dostępna · akcje w tym tygodniu: 2 · 3,4 km od poprzedniej akcji'. */
export function whyText(h: RankedHostess): string {
  const parts = [h.ident];
  if (h.clash?.ident)
    parts.push(format(h.clash.kind === 'overlap' ? WHY.overlap : WHY.travel, { ident: h.clash.ident }));
  // Another territory's action: its hours, not its ident (the API does not send it).
  else if (h.clash) parts.push(format(WHY.elsewhere, { when: clashHours(h.clash) }));
  else parts.push(WHY[h.availability]);
  parts.push(format(WHY.week, { count: h.weekActions }));
  if (h.distanceMeters !== null) {
    const km = (h.distanceMeters / 1000).toLocaleString('pl-PL', { maximumFractionDigits: 1 });
    parts.push(format(WHY.distance, { km }));
  }
  return parts.join(' · ');
}

/** A person the step offers: her name, and why she stands there (ranked) or her ident. */
const itemOf = (p: ActionUser, why?: string): SingleListItem => ({
  value: p.uuid,
  label: `${p.firstname ?? ''} ${p.lastname ?? ''}`.trim(),
  description: why ?? p.ident,
});

export function PersonnelStep() {
  const personnel = useReferencePersonnel();
  const draft = useActionWizard((s) => s.draft);
  const patch = useActionWizard((s) => s.patch);
  const window = draftWindow(draft);
  const ranking = usePersonnelRanking(
    window && window !== 'invalid'
      ? {
          since: window.since.date,
          until: window.until.date,
          territory: draft.territory?.uuid ?? null,
          action: draft.uuid,
          points: chosen(draft.actionPoints).map((p) => p.point.uuid),
        }
      : null,
  );
  const chosenUsers = chosen(draft.users);
  // While the ranking is on its way nobody is offered: the list it brings would replace any shown
  // now, under the pointer. A failed ranking falls back to the reference list, and says so.
  const offered: ActionUser[] =
    ranking.state === 'ready' ? ranking.people : ranking.state === 'loading' ? [] : personnel;
  const listed =
    ranking.state === 'ready'
      ? ranking.people.map((h) => itemOf(h, whyText(h)))
      : offered.map((p) => itemOf(p));
  // Whoever is chosen stays on screen, also while loading or when the list lacks her.
  const missing = chosenUsers.filter((u) => !offered.some((p) => p.uuid === u.uuid));
  return (
    <Stack gap="xs">
      <SearchableSingleList
        label={ACTION_WIZARD.steps.personnel}
        items={[...missing.map((u) => itemOf(u)), ...listed]}
        loading={ranking.state === 'loading'}
        loadingText={ACTION_WIZARD.personnelRanking}
        // One person; an action saved elsewhere with several shows them all until one is chosen.
        {...listValue(
          chosenUsers.map((u) => u.uuid),
          chosenUsers.length > 1,
        )}
        onChange={(_: unknown, item: SingleListItem) => {
          const p = [...missing, ...offered].find((x) => x.uuid === item.value);
          if (!p) return;
          patch({
            users: selectPerson(draft.users, {
              uuid: p.uuid,
              firstname: p.firstname,
              lastname: p.lastname,
              ident: p.ident,
            }),
          });
        }}
        noResultsText={ACTION_WIZARD.noPersonnel}
        searchPlaceholder={ACTION_WIZARD.searchPlaceholder}
      />
      {ranking.state === 'failed' ? (
        <Text c="orange.9" size="sm" role="status">
          {ACTION_WIZARD.personnelRankingFailed}
        </Text>
      ) : null}
    </Stack>
  );
}
