// The reports page (SPEC §2 'Raporty'): finished actions with receipts and survey per row.
import { Button, Stack } from '@mantine/core';
import { REPORTS } from '@tourplanner/i18n-pl/backoffice';
import { StatusIcon } from '@tourplanner/ui/StatusIcon';
import { useEffect, useState } from 'react';
import { ActionListTools } from '../../../shared/actions/ActionListTools';
import { ActionsTable } from '../../../shared/actions/ActionsTable';
import { ListPagination } from '../../../shared/components/ListPagination';
import { PageHeader } from '../../../shared/components/PageHeader';
import { TablePanel } from '../../../shared/components/TablePanel';
import { selectRole, useSession } from '../../../shared/stores/session';
import {
  loadReports,
  reportFilters,
  setReportsFilter,
  setReportsPage,
  setReportsRange,
  useReports,
} from '../stores/reports-store';
import { ReceiptsPanel, SurveyPanel } from './ReportDetails';

type Panel = 'receipts' | 'survey';

export default function ReportsPage() {
  const role = useSession(selectRole);
  const list = useReports((s) => s.list);
  const count = useReports((s) => s.count);
  const page = useReports((s) => s.page);
  const pages = useReports((s) => s.maxPage);
  const preloader = useReports((s) => s.preloader);
  const filter = useReports((s) => s.filter);
  const since = useReports((s) => s.since);
  const until = useReports((s) => s.until);
  const [panels, setPanels] = useState<Record<string, Panel | undefined>>({});

  useEffect(() => {
    void loadReports();
  }, []);

  const toggle = (uuid: string, panel: Panel) =>
    setPanels((p) => ({ ...p, [uuid]: p[uuid] === panel ? undefined : panel }));

  return (
    <div>
      <PageHeader title={REPORTS.title}>
        <ActionListTools
          texts={REPORTS.buttons}
          range={{ since, until }}
          onRange={(range) => void setReportsRange(range)}
          filter={filter}
          onFilter={(f) => void setReportsFilter(f)}
          withStatus={false}
          exportFilters={{ ...reportFilters({ since, until, filter }), statuses: { idents: ['finished'] } }}
        />
      </PageHeader>
      <TablePanel loading={preloader} empty={list.length === 0} emptyText={REPORTS.empty}>
        <ActionsTable
          caption={REPORTS.title}
          actions={list}
          offset={page * 100}
          role={role}
          status={(a) => <StatusIcon status={a.status.global.ident} />}
          rowActions={(a) => (
            <Stack gap={4}>
              <Button
                size="xs"
                variant={panels[a.uuid] === 'receipts' ? 'filled' : 'light'}
                aria-pressed={panels[a.uuid] === 'receipts'}
                onClick={() => toggle(a.uuid, 'receipts')}
              >
                {REPORTS.showReceipts}
              </Button>
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
            panels[a.uuid] === 'receipts' ? (
              <ReceiptsPanel actionUuid={a.uuid} />
            ) : panels[a.uuid] === 'survey' ? (
              <SurveyPanel actionUuid={a.uuid} />
            ) : null
          }
        />
      </TablePanel>
      <ListPagination
        count={count}
        pageCount={pages}
        page={page}
        onPageChange={(p) => void setReportsPage(p)}
      />
    </div>
  );
}
