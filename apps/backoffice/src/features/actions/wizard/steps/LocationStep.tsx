// Wizard step 'Lokalizacja': the event's points; Horeca toggles many, other types keep one.
import { Text } from '@mantine/core';
import type { Point } from '@tourplanner/domain/entities';
import { chosen, selectLocation } from '@tourplanner/domain/selection';
import { ACTION_WIZARD, ACTIONS } from '@tourplanner/i18n-pl/backoffice';
import { listValue, SearchableSingleList, type SingleListItem } from '@tourplanner/ui/SearchableSingleList';
import { useActionWizard } from '../../stores/wizard-store';

const pointLabel = (p: Point) =>
  [p.name, [p.address.streetAddress, p.address.streetNumber].filter(Boolean).join(' '), p.address.cityName]
    .filter((s) => s?.trim())
    .join(', ') || ACTIONS.invalidAddress;

/** `points` come from the wizard, which loads them as soon as an event is chosen. */
export function LocationStep({ points }: { points: readonly Point[] }) {
  const event = useActionWizard((s) => s.draft.event);
  const type = useActionWizard((s) => s.draft.type);
  const actionPoints = useActionWizard((s) => s.draft.actionPoints);
  const patch = useActionWizard((s) => s.patch);
  if (!event) return <Text c="dimmed">{ACTION_WIZARD.chooseEventFirst}</Text>;
  return (
    <SearchableSingleList
      label={ACTION_WIZARD.steps.location}
      hint={type === 'Horeca' ? ACTION_WIZARD.manyLocationsHint : ACTION_WIZARD.oneLocationHint}
      items={points.map((p) => ({ value: p.uuid, label: pointLabel(p), description: p.ident }))}
      {...listValue(
        chosen(actionPoints).map((p) => p.point.uuid),
        type === 'Horeca',
      )}
      onChange={(_: unknown, item: SingleListItem) => {
        const p = points.find((x) => x.uuid === item.value);
        if (!p) return;
        patch({
          actionPoints: selectLocation(
            actionPoints,
            { point: { uuid: p.uuid }, name: p.name, ident: p.ident, address: p.address },
            type,
          ),
        });
      }}
      noResultsText={ACTION_WIZARD.noLocations}
      searchPlaceholder={ACTION_WIZARD.searchPlaceholder}
    />
  );
}
