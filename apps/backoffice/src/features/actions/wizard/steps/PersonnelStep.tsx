// Wizard step 'Personel': one hostess of the user's territories (SPEC §4 Personnel selection).
import { chosen, selectPerson } from '@tourplanner/domain/selection';
import { ACTION_WIZARD } from '@tourplanner/i18n-pl/backoffice';
import { listValue, SearchableSingleList, type SingleListItem } from '@tourplanner/ui/SearchableSingleList';
import { useReferencePersonnel } from '../../../../shared/queries/reference';
import { useActionWizard } from '../../stores/wizard-store';

export function PersonnelStep() {
  const personnel = useReferencePersonnel();
  const users = useActionWizard((s) => s.draft.users);
  const patch = useActionWizard((s) => s.patch);
  const chosenUsers = chosen(users);
  return (
    <SearchableSingleList
      label={ACTION_WIZARD.steps.personnel}
      items={personnel.map((p) => ({
        value: p.uuid,
        label: `${p.firstname} ${p.lastname}`,
        description: p.ident,
      }))}
      // One person; an action saved elsewhere with several shows them all until one is chosen.
      {...listValue(
        chosenUsers.map((u) => u.uuid),
        chosenUsers.length > 1,
      )}
      onChange={(_: unknown, item: SingleListItem) => {
        const p = personnel.find((x) => x.uuid === item.value);
        if (!p) return;
        patch({
          users: selectPerson(users, {
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
  );
}
