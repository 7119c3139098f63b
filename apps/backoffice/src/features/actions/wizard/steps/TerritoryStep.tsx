// Wizard step 'Terytorium' (ASM and HSADM only): one of the territories; a new one drops the chosen
// locations, which belong to the territory, takes the user's first area of that territory, and
// drops an event that does not run there.
import { defaultArea } from '@tourplanner/domain/roles';
import { eventRunsIn, locationsAfterEventChange } from '@tourplanner/domain/selection';
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { SearchableSingleList } from '@tourplanner/ui/SearchableSingleList';
import { useReferenceEvents, useTerritories } from '../../../../shared/queries/reference';
import { selectUser, useSession } from '../../../../shared/stores/session';
import { useActionWizard } from '../../stores/wizard-store';

export function TerritoryStep() {
  const territories = useTerritories();
  const user = useSession(selectUser);
  const events = useReferenceEvents();
  const event = useActionWizard((s) => s.draft.event);
  const territory = useActionWizard((s) => s.draft.territory);
  const actionPoints = useActionWizard((s) => s.draft.actionPoints);
  const patch = useActionWizard((s) => s.patch);
  return (
    <SearchableSingleList
      label={ACTION_WIZARD.steps.territory}
      items={territories.map((t) => ({ value: t.uuid, label: t.ident }))}
      value={territory?.uuid ?? null}
      onChange={(uuid) => {
        // Choosing the chosen territory again keeps it: an action always has one.
        const t = territories.find((x) => x.uuid === uuid);
        if (!t) return;
        const area = defaultArea(user, t.uuid);
        const ev = events.find((e) => e.uuid === event?.uuid);
        patch({
          territory: { uuid: t.uuid, ident: t.ident },
          area: area ? { uuid: area.uuid } : null,
          event: ev && !eventRunsIn(ev, t.uuid) ? null : event,
          actionPoints: locationsAfterEventChange(actionPoints),
        });
      }}
      noResultsText={ACTION_WIZARD.noTerritories}
      searchPlaceholder={ACTION_WIZARD.searchPlaceholder}
    />
  );
}
