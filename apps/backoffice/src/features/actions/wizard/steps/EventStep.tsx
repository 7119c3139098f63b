// Wizard step 'Event': one of the events that run in the chosen territory (the server refuses
// another); a new event drops the chosen locations (SPEC §4).
import { eventRunsIn, locationsAfterEventChange } from '@tourplanner/domain/selection';
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { SearchableSingleList } from '@tourplanner/ui/SearchableSingleList';
import { useReferenceEvents } from '../../../../shared/queries/reference';
import { useActionWizard } from '../../stores/wizard-store';

export function EventStep() {
  const territoryUuid = useActionWizard((s) => s.draft.territory?.uuid ?? null);
  const events = useReferenceEvents().filter((ev) => eventRunsIn(ev, territoryUuid));
  const event = useActionWizard((s) => s.draft.event);
  const actionPoints = useActionWizard((s) => s.draft.actionPoints);
  const patch = useActionWizard((s) => s.patch);
  return (
    <SearchableSingleList
      label={ACTION_WIZARD.steps.event}
      items={events.map((ev) => ({ value: ev.uuid, label: ev.name, description: ev.ident }))}
      value={event?.uuid ?? null}
      onChange={(uuid) => {
        // Choosing the chosen event again keeps it (and its locations).
        const ev = events.find((x) => x.uuid === uuid);
        if (!ev) return;
        patch({
          event: { uuid: ev.uuid, name: ev.name },
          actionPoints: locationsAfterEventChange(actionPoints),
        });
      }}
      noResultsText={ACTION_WIZARD.noEvents}
      searchPlaceholder={ACTION_WIZARD.searchPlaceholder}
    />
  );
}
