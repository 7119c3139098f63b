// The actions page (SPEC §2 'Akcje'): the table for the range and filter, export, filters, the
// date range, adding, copying, editing and the status menu; pagination above 100 rows.
import { Button, Flex } from '@mantine/core';
import { canEdit } from '@tourplanner/domain/action-status';
import type { Action } from '@tourplanner/domain/entities';
import { ACTIONS } from '@tourplanner/i18n-pl/backoffice';
import { InfoModal } from '@tourplanner/ui/InfoModal';
import { lazy, useEffect, useState } from 'react';
import { ActionListTools } from '../../../shared/actions/ActionListTools';
import { ActionsTable } from '../../../shared/actions/ActionsTable';
import { toActionFilters } from '../../../shared/actions/filters';
import { DeferredDialog } from '../../../shared/components/DeferredDialog';
import { ListPagination } from '../../../shared/components/ListPagination';
import { PageHeader } from '../../../shared/components/PageHeader';
import { TablePanel } from '../../../shared/components/TablePanel';
import { selectRole, selectUser, useSession } from '../../../shared/stores/session';
import {
  copyAction,
  dismissHstNotice,
  loadActions,
  setActionStatus,
  setFilter,
  setPage,
  setRange,
  useActions,
} from '../stores/actions-store';
import { StatusMenu } from './StatusMenu';
import { draftFromAction, newDraft, type WizardDraft } from './wizard-draft';

// The wizard (pickers, date parts, lists) and the copy dialog (its number input) are fetched on
// first opening: the list, which every sign-in lands on, shows without their code.
const ActionWizard = lazy(() => import('./ActionWizard').then((m) => ({ default: m.ActionWizard })));
const CopyDialog = lazy(() => import('./CopyDialog').then((m) => ({ default: m.CopyDialog })));

export default function ActionsPage() {
  const role = useSession(selectRole);
  const user = useSession(selectUser);
  const list = useActions((s) => s.list);
  const count = useActions((s) => s.count);
  const page = useActions((s) => s.page);
  const pages = useActions((s) => s.maxPage);
  const preloader = useActions((s) => s.preloader);
  const filter = useActions((s) => s.filter);
  const since = useActions((s) => s.since);
  const until = useActions((s) => s.until);
  const hstNotice = useActions((s) => s.hstNotice);

  const [wizard, setWizard] = useState<{ opened: boolean; draft: WizardDraft }>(() => ({
    opened: false,
    draft: newDraft(user),
  }));
  const [copying, setCopying] = useState<Action | null>(null);

  useEffect(() => {
    void loadActions();
  }, []);

  return (
    <div>
      <PageHeader title={ACTIONS.title}>
        <ActionListTools
          texts={ACTIONS.buttons}
          rangeLabel={ACTIONS.dateRange.label}
          range={{ since, until }}
          onRange={(range) => void setRange(range)}
          filter={filter}
          onFilter={(f) => void setFilter(f)}
          exportFilters={toActionFilters({ since, until }, filter)}
        />
        <Button onClick={() => setWizard({ opened: true, draft: newDraft(user) })}>
          {ACTIONS.buttons.add}
        </Button>
      </PageHeader>

      <TablePanel loading={preloader} empty={list.length === 0} emptyText={ACTIONS.empty}>
        <ActionsTable
          caption={ACTIONS.title}
          actions={list}
          offset={page * 100}
          role={role}
          status={(a) => <StatusMenuCell action={a} />}
          rowActions={(a) => (
            // Stacked on a tablet, side by side on a wide screen (see ActionsTable).
            <Flex gap={4} direction={{ base: 'column', lg: 'row' }}>
              <Button size="xs" variant="light" onClick={() => setCopying(a)}>
                {ACTIONS.buttons.copy}
              </Button>
              {canEdit(a.status.global.ident) ? (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setWizard({ opened: true, draft: draftFromAction(a) })}
                >
                  {ACTIONS.buttons.edit}
                </Button>
              ) : null}
            </Flex>
          )}
        />
      </TablePanel>

      <ListPagination count={count} pageCount={pages} page={page} onPageChange={(p) => void setPage(p)} />

      <DeferredDialog opened={wizard.opened}>
        <ActionWizard
          opened={wizard.opened}
          initial={wizard.draft}
          onClose={() => setWizard((w) => ({ ...w, opened: false }))}
        />
      </DeferredDialog>
      <DeferredDialog opened={copying !== null}>
        <CopyDialog
          opened={copying !== null}
          onClose={() => setCopying(null)}
          onCopy={(checks, n) => {
            if (copying) void copyAction(copying, checks, n);
          }}
        />
      </DeferredDialog>
      <InfoModal
        opened={hstNotice === 'pending'}
        onClose={dismissHstNotice}
        title={ACTIONS.hstCancelledNotice.title}
      >
        {ACTIONS.hstCancelledNotice.body}
      </InfoModal>
    </div>
  );
}

function StatusMenuCell({ action }: { action: Action }) {
  return <StatusMenu action={action} onSet={(s) => void setActionStatus(action, s)} />;
}
