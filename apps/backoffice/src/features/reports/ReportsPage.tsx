// The reports page (SPEC §2 'Raporty'): finished actions with receipts and survey per row. The brand
// client gets the survey and the start/end photos only: the receipts' call refuses its role, so it
// gets no button for them either.
import { Button, Stack } from '@mantine/core';
import { contract } from '@tourplanner/api-client/contract';
import { REPORTS } from '@tourplanner/i18n-pl/backoffice';
import { StatusIcon } from '@tourplanner/ui/StatusIcon';
import { useState } from 'react';
import { ListPagination } from '../../shared/components/ListPagination';
import { ListScreen } from '../../shared/components/ListScreen';
import { selectRole, useSession } from '../../shared/stores/session';
import { ActionListTools } from '../../widgets/action-list/ActionListTools';
import { ActionsTable } from '../../widgets/action-list/ActionsTable';
import { emptyListText } from '../../widgets/action-list/filters';
import { useListUrlRead, useListUrlWrite } from '../../widgets/action-list/list-url';
import { useReportList } from './api/report-list';
import { ReceiptsPanel, SurveyPanel } from './components/ReportDetails';
import { reportFilters, useReports } from './stores/reports-store';

type Panel = 'receipts' | 'survey';

const receiptRoles = contract.receiptList.roles;

export function ReportsPage() {
  // Before the store is read: a deep link's range, page and filters come first.
  useListUrlRead((from) => useReports.setState(from));
  const role = useSession(selectRole);
  const seesReceipts = receiptRoles === 'anyone' || (role !== null && receiptRoles.includes(role));
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

  const toggle = (uuid: string, panel: Panel) =>
    setPanels((p) => ({ ...p, [uuid]: p[uuid] === panel ? undefined : panel }));

  return (
    <div>
      <ListScreen
        title={REPORTS.title}
        tools={
          <ActionListTools
            texts={REPORTS.buttons}
            range={{ since, until }}
            onRange={setRange}
            filter={filter}
            onFilter={setFilter}
            withStatus={false}
            exportFilters={{ ...reportFilters({ since, until, filter }), statuses: { idents: ['finished'] } }}
          />
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
          rowActions={(a) => (
            <Stack gap={4}>
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
    </div>
  );
}
