// The reports page (SPEC §2 'Raporty'): finished actions with receipts and survey per row, and the
// review of their photos. The brand client gets the survey and the start/end photos only: the
// receipts' and the review's calls refuse its role, so it gets no button, column or filter for them.
import { Button, Group, Stack } from '@mantine/core';
import { REPORTS, REVIEW } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { HISTORY_LINK } from '@tourplanner/i18n-pl/history';
import { ConfirmDialog } from '@tourplanner/ui/ConfirmDialog';
import { StatusIcon } from '@tourplanner/ui/StatusIcon';
import { type ComponentProps, useState } from 'react';
import { Link } from 'react-router';
import { backOfficeCalls } from '../../shared/calls';
import { ListPagination } from '../../shared/components/ListPagination';
import { ListScreen } from '../../shared/components/ListScreen';
import { selectRole, useSession } from '../../shared/stores/session';
import { ActionListTools } from '../../widgets/action-list/ActionListTools';
import { ActionsTable } from '../../widgets/action-list/ActionsTable';
import { emptyListText } from '../../widgets/action-list/filters';
import { useListUrlRead, useListUrlWrite } from '../../widgets/action-list/list-url';
import { useReportList } from './api/report-list';
import { useAcceptActions } from './api/review-decide';
import { ReceiptsPanel, SurveyPanel } from './components/ReportDetails';
import { ReviewCell } from './components/ReviewCell';
import { ReviewModal } from './components/ReviewModal';
import { reportFilters, useReports } from './stores/reports-store';

type Panel = 'receipts' | 'survey';

const receiptRoles = backOfficeCalls.receiptList.roles;
const reviewRoles = backOfficeCalls.reviewDecide.roles;
const historyRoles = backOfficeCalls.actionHistory.roles;
const admits = (roles: typeof receiptRoles | typeof reviewRoles | typeof historyRoles, role: string | null) =>
  roles === 'anyone' || (role !== null && (roles as readonly string[]).includes(role));

export function ReportsPage() {
  // Before the store is read: a deep link's range, page and filters come first.
  useListUrlRead((from) => useReports.setState(from));
  const role = useSession(selectRole);
  const seesReceipts = admits(receiptRoles, role);
  const reviews = admits(reviewRoles, role);
  const seesHistory = admits(historyRoles, role);
  const page = useReports((s) => s.page);
  const filter = useReports((s) => s.filter);
  const since = useReports((s) => s.since);
  const until = useReports((s) => s.until);
  const setPage = useReports((s) => s.setPage);
  const setFilter = useReports((s) => s.setFilter);
  const setRange = useReports((s) => s.setRange);
  useListUrlWrite({ since, until, page, filter });
  const { list, count, pages, lowerBound, loading, failed, retry } = useReportList();
  const [panels, setPanels] = useState<Record<string, Panel | undefined>>({});
  const [reviewed, setReviewed] = useState<ComponentProps<typeof ReviewModal>['action']>(null);
  const [reviewOpened, setReviewOpened] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const acceptActions = useAcceptActions();
  const waiting = list.filter((a) => a.review?.state === 'pending').map((a) => a.uuid);

  const toggle = (uuid: string, panel: Panel) =>
    setPanels((p) => ({ ...p, [uuid]: p[uuid] === panel ? undefined : panel }));

  return (
    <div>
      <ListScreen
        title={REPORTS.title}
        tools={
          <Group gap="xs">
            {reviews && (
              <Button variant="light" disabled={waiting.length === 0} onClick={() => setConfirming(true)}>
                {REVIEW.acceptPage.button}
              </Button>
            )}
            <ActionListTools
              texts={REPORTS.buttons}
              range={{ since, until }}
              onRange={setRange}
              filter={filter}
              onFilter={setFilter}
              withStatus={false}
              withReview={reviews}
              exportFilters={{
                ...reportFilters({ since, until, filter }),
                statuses: { idents: ['finished'] },
              }}
            />
          </Group>
        }
        list={{
          loading,
          empty: list.length === 0,
          emptyText: emptyListText(REPORTS.empty, filter),
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
          caption={REPORTS.title}
          actions={list}
          offset={page * 100}
          role={role}
          status={(a) => <StatusIcon status={a.status.global.ident} />}
          extraColumn={
            reviews ? { header: REVIEW.column, cell: (a) => <ReviewCell review={a.review} /> } : undefined
          }
          rowActions={(a) => (
            <Stack gap={4}>
              {reviews && (
                <Button
                  size="xs"
                  onClick={() => {
                    setReviewed({ uuid: a.uuid, ident: a.ident, retakes: a.review?.retakes });
                    setReviewOpened(true);
                  }}
                >
                  {REVIEW.open}
                </Button>
              )}
              {seesReceipts && (
                <Button
                  size="xs"
                  variant={panels[a.uuid] === 'receipts' ? 'filled' : 'light'}
                  aria-pressed={panels[a.uuid] === 'receipts'}
                  onClick={() => toggle(a.uuid, 'receipts')}
                >
                  {REPORTS.showReceipts}
                </Button>
              )}
              <Button
                size="xs"
                variant={panels[a.uuid] === 'survey' ? 'filled' : 'light'}
                aria-pressed={panels[a.uuid] === 'survey'}
                onClick={() => toggle(a.uuid, 'survey')}
              >
                {REPORTS.showSurvey}
              </Button>
              {seesHistory && (
                <Button size="xs" variant="default" component={Link} to={`/actions/${a.uuid}`}>
                  {HISTORY_LINK}
                </Button>
              )}
            </Stack>
          )}
          expanded={(a) =>
            panels[a.uuid] === 'receipts' && seesReceipts ? (
              <ReceiptsPanel actionUuid={a.uuid} />
            ) : panels[a.uuid] === 'survey' ? (
              <SurveyPanel actionUuid={a.uuid} />
            ) : null
          }
        />
      </ListScreen>
      <ReviewModal
        action={reviewed}
        opened={reviewOpened}
        onClose={() => setReviewOpened(false)}
        onClosed={() => setReviewed(null)}
      />
      <ConfirmDialog
        opened={confirming}
        title={REVIEW.acceptPage.title}
        message={format(REVIEW.acceptPage.message, { count: waiting.length })}
        confirmLabel={REVIEW.acceptPage.button}
        cancelLabel={REVIEW.acceptPage.cancel}
        loading={acceptActions.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => acceptActions.mutate(waiting, { onSettled: () => setConfirming(false) })}
      />
    </div>
  );
}
