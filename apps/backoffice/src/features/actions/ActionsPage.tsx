// The actions page (SPEC §2 'Akcje'): the table for the range and filter, export, filters, the
// date range, adding, copying, editing and the status menu; pagination above 100 rows; rows
// selected on the page changed together (issue 32: status, hostess, a shift, a cancel).
import { Button } from '@mantine/core';
import { canEdit } from '@tourplanner/domain/action-status';
import type { Action } from '@tourplanner/domain/entities';
import { ACTIONS } from '@tourplanner/i18n-pl/backoffice';
import { HISTORY_LINK } from '@tourplanner/i18n-pl/history';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import { InfoModal } from '@tourplanner/ui/InfoModal';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { DeferredDialog } from '../../shared/components/DeferredDialog';
import { ListPagination } from '../../shared/components/ListPagination';
import { ListScreen } from '../../shared/components/ListScreen';
import { selectRole, selectUser, useSession } from '../../shared/stores/session';
import { ActionListTools } from '../../widgets/action-list/ActionListTools';
import { ActionsTable, RowButton, RowButtons, RowLink } from '../../widgets/action-list/ActionsTable';
import { emptyListText, toActionFilters } from '../../widgets/action-list/filters';
import { useListUrlRead, useListUrlWrite } from '../../widgets/action-list/list-url';
import { useActionList } from './api/action-list';
import { useCopyAction, useSetActionStatus } from './api/action-writes';
import { type BulkOutcome, type BulkSet, useBulkChange, withRetry } from './api/bulk-change';
import { copyPreview } from './api/copy-preview';
import { BulkBar, type BulkKind } from './components/BulkBar';
import { BulkResultDialog } from './components/BulkResultDialog';
import { StatusMenu } from './components/StatusMenu';
import { useActions } from './stores/actions-store';
import { useBulkSelection } from './stores/bulk-selection';
import { useActionWizard } from './stores/wizard-store';
import { draftFromAction, newDraft } from './wizard/draft';

// The wizard (pickers, date parts, lists) and the copy dialog (its number input) are fetched on
// first opening: the list, which every sign-in lands on, shows without their code.
const ActionWizard = lazy(() => import('./wizard/ActionWizard').then((m) => ({ default: m.ActionWizard })));
const CopyDialog = lazy(() => import('./components/CopyDialog').then((m) => ({ default: m.CopyDialog })));
const BulkDialog = lazy(() => import('./components/BulkDialog').then((m) => ({ default: m.BulkDialog })));
// The attendance mark beside Personel (issue 29) follows the table, never holding its first paint.
const AttendanceMark = lazy(() =>
  import('../../widgets/action-list/AttendanceMark').then((m) => ({ default: m.AttendanceMark })),
);
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
  const selectedUuids = useBulkSelection((s) => s.selected);
  const toggleRow = useBulkSelection((s) => s.toggle);
  const togglePage = useBulkSelection((s) => s.togglePage);
  const clearSelection = useBulkSelection((s) => s.clear);
  const bulk = useBulkChange();
  const [bulkKind, setBulkKind] = useState<BulkKind | null>(null);
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  const [lastBulk, setLastBulk] = useState<{ actions: Action[]; set: BulkSet } | null>(null);
  // Only rows on screen count: a row the last reload took off the page is no longer selected.
  const selectedSet = useMemo(() => new Set(selectedUuids), [selectedUuids]);
  const selected = list.filter((a) => selectedSet.has(a.uuid));

  useEffect(() => {
    if (data) noteLoaded(data.actions);
  }, [data, noteLoaded]);

  // A selection is of one page of one list: another range, filter or page starts with none.
  useEffect(() => clearSelection(), [since, until, page, filter, clearSelection]);

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
              withAttendance
            />
            <Button component={Link} to="/actions/plan" variant="light">
              {PLANNER.openButton}
            </Button>
            <Button onClick={() => openWizard(newDraft(user), role)}>{ACTIONS.buttons.add}</Button>
          </>
        }
        filters={<BulkBar count={selected.length} onChange={setBulkKind} onClear={clearSelection} />}
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
          selection={{
            selected: selectedSet,
            onToggle: toggleRow,
            onTogglePage: () => togglePage(list.map((a) => a.uuid)),
          }}
          personnelMark={(a) =>
            a.attendance ? (
              <Suspense fallback={null}>
                <AttendanceMark attendance={a.attendance} />
              </Suspense>
            ) : null
          }
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
              <RowLink to={`/actions/${a.uuid}`}>{HISTORY_LINK}</RowLink>
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
      <DeferredDialog opened={bulkKind !== null}>
        <BulkDialog
          kind={bulkKind}
          count={selected.length}
          saving={bulk.isPending}
          onClose={() => setBulkKind(null)}
          onSubmit={(set) =>
            bulk.mutate(
              { actions: selected, set },
              {
                onSuccess: (answer) => {
                  setBulkKind(null);
                  clearSelection();
                  setLastBulk({ actions: selected, set });
                  setOutcome(answer);
                },
              },
            )
          }
        />
      </DeferredDialog>
      <BulkResultDialog
        outcome={outcome}
        saving={bulk.isPending}
        onClose={() => setOutcome(null)}
        onOverride={(uuids, reason) => {
          if (!lastBulk) return;
          // The rows refused for her hours, again with the reason; their answer replaces theirs.
          const again = lastBulk.actions.filter((a) => uuids.includes(a.uuid));
          bulk.mutate(
            { actions: again, set: { ...lastBulk.set, availabilityOverride: reason } },
            { onSuccess: (retry) => setOutcome((first) => (first ? withRetry(first, retry) : retry)) },
          );
        }}
      />
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
