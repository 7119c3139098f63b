// The actions page (SPEC §2 'Akcje'): the table for the range and filter, export, filters, the
// date range, adding, copying, editing and the status menu; pagination above 100 rows.
import { Button } from '@mantine/core';
import { canEdit } from '@tourplanner/domain/action-status';
import type { Action } from '@tourplanner/domain/entities';
import { ACTIONS } from '@tourplanner/i18n-pl/backoffice';
import { InfoModal } from '@tourplanner/ui/InfoModal';
import { lazy, useEffect, useState } from 'react';
import { DeferredDialog } from '../../shared/components/DeferredDialog';
import { ListPagination } from '../../shared/components/ListPagination';
import { ListScreen } from '../../shared/components/ListScreen';
import { selectRole, selectUser, useSession } from '../../shared/stores/session';
import { ActionListTools } from '../../widgets/action-list/ActionListTools';
import { ActionsTable, RowButton, RowButtons } from '../../widgets/action-list/ActionsTable';
import { emptyListText, toActionFilters } from '../../widgets/action-list/filters';
import { useListUrlRead, useListUrlWrite } from '../../widgets/action-list/list-url';
import { useActionList } from './api/action-list';
import { useCopyAction, useSetActionStatus } from './api/action-writes';
import { copyPreview } from './api/copy-preview';
import { StatusMenu } from './components/StatusMenu';
import { useActions } from './stores/actions-store';
import { useActionWizard } from './stores/wizard-store';
import { draftFromAction, newDraft } from './wizard/draft';

// The wizard (pickers, date parts, lists) and the copy dialog (its number input) are fetched on
// first opening: the list, which every sign-in lands on, shows without their code.
const ActionWizard = lazy(() => import('./wizard/ActionWizard').then((m) => ({ default: m.ActionWizard })));
const CopyDialog = lazy(() => import('./components/CopyDialog').then((m) => ({ default: m.CopyDialog })));
const StatusReasonDialog = lazy(() =>
  import('./components/StatusReasonDialog').then((m) => ({ default: m.StatusReasonDialog })),
);

export function ActionsPage() {
  // Before the store is read: a deep link's range, page and filters come first.
  useListUrlRead((from) => useActions.setState({ ...from, ...(from.since ? { month: null } : {}) }));
  const role = useSession(selectRole);
  const user = useSession(selectUser);
  const page = useActions((s) => s.page);
  const filter = useActions((s) => s.filter);
  const since = useActions((s) => s.since);
  const until = useActions((s) => s.until);
  const hstNotice = useActions((s) => s.hstNotice);
  const setPage = useActions((s) => s.setPage);
  const setFilter = useActions((s) => s.setFilter);
  const setRange = useActions((s) => s.setRange);
  const setMonth = useActions((s) => s.setMonth);
  const noteLoaded = useActions((s) => s.noteLoaded);
  const dismissHstNotice = useActions((s) => s.dismissHstNotice);
  useListUrlWrite({ since, until, page, filter });
  const { list, count, pages, lowerBound, loading, data, failed, retry } = useActionList();
  const wizardOpened = useActionWizard((s) => s.opened);
  const openWizard = useActionWizard((s) => s.open);
  const copy = useCopyAction();
  const setStatus = useSetActionStatus();
  const [copying, setCopying] = useState<Action | null>(null);

  useEffect(() => {
    if (data) noteLoaded(data.actions);
  }, [data, noteLoaded]);

  return (
    <div>
      <ListScreen
        title={ACTIONS.title}
        tools={
          <>
            <ActionListTools
              texts={ACTIONS.buttons}
              rangeLabel={ACTIONS.dateRange.label}
              range={{ since, until }}
              onRange={setRange}
              onMonth={setMonth}
              filter={filter}
              onFilter={setFilter}
              exportFilters={toActionFilters({ since, until }, filter)}
            />
            <Button onClick={() => openWizard(newDraft(user), role)}>{ACTIONS.buttons.add}</Button>
          </>
        }
        list={{
          loading,
          empty: list.length === 0,
          emptyText: emptyListText(ACTIONS.empty, filter),
          failed: failed ? { onRetry: retry } : undefined,
        }}
        footer={
          <ListPagination
            count={count}
            pageCount={pages}
            lowerBound={lowerBound}
            page={page}
            onPageChange={setPage}
          />
        }
      >
        <ActionsTable
          caption={ACTIONS.title}
          actions={list}
          offset={page * 100}
          role={role}
          status={(a) => <StatusMenu action={a} onSet={(s) => setStatus.set(a, s)} />}
          rowActions={(a) => (
            // Plain buttons drawn like Mantine's (a hundred rows; see ActionsTable).
            <RowButtons>
              <RowButton onClick={() => setCopying(a)}>{ACTIONS.buttons.copy}</RowButton>
              {canEdit(a.status.global.ident) ? (
                <RowButton variant="default" onClick={() => openWizard(draftFromAction(a), role)}>
                  {ACTIONS.buttons.edit}
                </RowButton>
              ) : null}
            </RowButtons>
          )}
        />
      </ListScreen>

      <DeferredDialog opened={wizardOpened}>
        <ActionWizard />
      </DeferredDialog>
      <DeferredDialog opened={copying !== null}>
        <CopyDialog
          opened={copying !== null}
          onClose={() => setCopying(null)}
          onCopy={(checks, count) => {
            if (copying) copy.mutate({ action: copying, checks, count });
          }}
          preview={(checks, count) => (copying ? copyPreview(copying, checks, count) : Promise.resolve([]))}
        />
      </DeferredDialog>
      {/* A cancelled action coming back outside its hostess's hours asks a reason (ADR 0021). */}
      <DeferredDialog opened={setStatus.awaiting !== null}>
        <StatusReasonDialog
          lines={setStatus.awaiting?.lines ?? null}
          saving={setStatus.saving}
          onClose={setStatus.dismiss}
          onOverride={setStatus.override}
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
