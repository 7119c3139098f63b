// Route '/pulpit' (issue 31; ADMIN, ASM, HSADM and the brand client): plan against reality,
// registrations, hostesses and points, the funnel, consents and the photos' review for a range,
// events and territories held in the URL. One call, /dashboard/summary, scoped by the server like the actions list; what
// each number means is docs/product/kpi.md.
import '@mantine/charts/styles.css';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { saveBlob } from '@tourplanner/app-kit/download';
import { toast } from '@tourplanner/app-kit/toast';
import { DASHBOARD } from '@tourplanner/i18n-pl/dashboard';
import { format } from '@tourplanner/i18n-pl/format';
import { EmptyState } from '@tourplanner/ui/EmptyState';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../shared/components/PageHeader';
import { territoriesQuery, useReferenceEvents } from '../../shared/queries/reference';
import { selectRole, useSession } from '../../shared/stores/session';
import { useDashboardSummary } from './api/dashboard-summary';
import { ConsentsSection } from './components/ConsentsSection';
import { DashboardFilters } from './components/DashboardFilters';
import { FunnelSection } from './components/FunnelSection';
import { PlanSection } from './components/PlanSection';
import { RankingSection } from './components/RankingSection';
import { RegistrationsSection } from './components/RegistrationsSection';
import { ReviewSection } from './components/ReviewSection';
import { type DashboardView, summaryBody, viewFromQuery, viewQuery } from './dashboard-url';
import { isEmptySummary } from './empty-summary';
import { summarySheets, summaryWorkbook } from './summary-workbook';

const NONE = '—';

export function DashboardPage() {
  const role = useSession(selectRole);
  const isClient = role === 'CLIENT';
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const view = useMemo(() => viewFromQuery(new URLSearchParams(query), new Date()), [query]);
  const setView = (next: DashboardView) => setParams(viewQuery(next), { replace: true });
  // The view as it is shown goes into the URL at once (the default range too), so a copied link
  // opens these numbers even days later.
  const shown = viewQuery(view).toString();
  useEffect(() => {
    if (shown !== query) setParams(new URLSearchParams(shown), { replace: true });
  }, [shown, query, setParams]);
  const body = useMemo(() => summaryBody(view), [view]);
  const summary = useDashboardSummary(body);

  const events = useReferenceEvents();
  // The client reaches events, not territories: /territory/list refuses its role.
  const territories = useQuery({ ...territoriesQuery(), enabled: !isClient }).data ?? [];
  const eventOptions = useMemo(() => events.map((e) => ({ value: e.uuid, label: e.name })), [events]);
  const territoryOptions = useMemo(
    () => territories.map((t) => ({ value: t.uuid, label: t.ident })),
    [territories],
  );
  const eventName = (uuid: string | null) => events.find((e) => e.uuid === uuid)?.name ?? NONE;
  const territoryName = (uuid: string | null) => territories.find((t) => t.uuid === uuid)?.ident ?? NONE;

  const data = summary.data;
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    if (!data) return;
    setExporting(true);
    try {
      const sheets = summarySheets(data, {
        event: eventName,
        territory: territoryName,
        withTerritories: !isClient,
      });
      saveBlob(
        await summaryWorkbook(sheets),
        format(DASHBOARD.fileName, { since: data.since, until: data.until }),
      );
    } catch {
      toast.error(DASHBOARD.exportFailed);
    } finally {
      setExporting(false);
    }
  };
  const filtered = view.events.length > 0 || view.territories.length > 0;
  return (
    <div>
      <PageHeader title={DASHBOARD.title}>
        <Button
          variant="default"
          onClick={onExport}
          loading={exporting}
          disabled={!data || isEmptySummary(data) || summary.isPlaceholderData}
        >
          {DASHBOARD.export}
        </Button>
      </PageHeader>
      <DashboardFilters
        view={view}
        onChange={setView}
        events={eventOptions}
        territories={isClient ? null : territoryOptions}
      />
      {!data && summary.isPending && <Loader aria-label={DASHBOARD.loading} />}
      {!data && summary.isError && (
        <Alert color="red" role="alert">
          {DASHBOARD.failed}
        </Alert>
      )}
      {data && isEmptySummary(data) && (
        <Stack align="center" gap="sm" py="xl">
          <EmptyState description={DASHBOARD.emptyHint}>{DASHBOARD.empty}</EmptyState>
          {filtered && (
            <Button variant="default" onClick={() => setView({ ...view, events: [], territories: [] })}>
              {DASHBOARD.clearFilters}
            </Button>
          )}
        </Stack>
      )}
      {data && !isEmptySummary(data) && (
        <Stack
          gap="lg"
          style={{ opacity: summary.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={summary.isFetching}
        >
          <PlanSection
            actions={data.actions}
            eventName={eventName}
            territoryName={territoryName}
            showTerritories={!isClient}
          />
          <RegistrationsSection registrations={data.registrations} />
          <RankingSection hostesses={data.hostesses} points={data.points} />
          <FunnelSection funnel={data.funnel} />
          <ConsentsSection consents={data.consents} />
          <ReviewSection review={data.review} />
        </Stack>
      )}
    </div>
  );
}
