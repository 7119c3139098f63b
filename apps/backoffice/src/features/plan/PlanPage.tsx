// 'Zaplanuj trasę' (issue 32, /actions/plan): a tour over points and days planned in one go. The
// form asks /plan/preview; the preview shows each action with its proposed hostess and why, she may
// change a hostess, drop actions and 'Przydziel ponownie' with her changes fixed; 'Zapisz plan'
// creates them with /plan/commit and says what was created and what was refused.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../shared/components/PageHeader';
import { useReferencePersonnel } from '../../shared/queries/reference';
import { usePlanCommit, usePlanPoints, usePlanPreview } from './api/plan';
import { CommitPanel, CommitResultView } from './components/CommitPanel';
import { PlanFormPanel } from './components/PlanFormPanel';
import { PlanPreviewTable } from './components/PlanPreviewTable';
import { pointLabel } from './components/PointPicker';
import { ApplyTemplateButton, SaveTemplateButton } from './components/TemplateDialogs';
import { usePlanner } from './stores/plan-store';

export function PlanPage() {
  const preview = usePlanner((s) => s.preview);
  const edits = usePlanner((s) => s.edits);
  const result = usePlanner((s) => s.result);
  const choose = usePlanner((s) => s.choose);
  const toggleDropped = usePlanner((s) => s.toggleDropped);
  const previewCall = usePlanPreview();
  const commit = usePlanCommit();
  const points = usePlanPoints(preview?.plan.event.uuid ?? null);
  const personnel = useReferencePersonnel();
  const foundNames = usePlanner((s) => s.foundNames);
  // The event's points by their label, and those chosen from a search by theirs.
  const pointNames = useMemo(
    () =>
      new Map([
        ...Object.entries(foundNames),
        ...(points.data ?? []).map((p): [string, string] => [p.uuid, pointLabel(p)]),
      ]),
    [points.data, foundNames],
  );
  const hostesses = useMemo(
    () => personnel.map((u) => ({ uuid: u.uuid, name: `${u.firstname ?? ''} ${u.lastname ?? ''}`.trim() })),
    [personnel],
  );
  const range = preview && !Array.isArray(preview.plan.dates) ? preview.plan.dates : null;
  const left = preview ? preview.answer.actions.length - edits.dropped.length : 0;

  return (
    <div>
      <PageHeader title={PLANNER.title}>
        <Button component={Link} to="/actions" variant="default">
          {PLANNER.backToActions}
        </Button>
      </PageHeader>
      <Stack gap="lg">
        <PlanFormPanel
          pending={previewCall.isPending && !previewCall.variables?.reassign}
          onPreview={({ plan }) => previewCall.mutate({ plan, reassign: false })}
          extra={
            <>
              <ApplyTemplateButton />
              {preview ? <SaveTemplateButton plan={preview.plan} /> : null}
            </>
          }
        />
        {preview ? (
          <Stack gap="sm" component="section" aria-labelledby="plan-preview-title">
            <Group justify="space-between" wrap="wrap">
              <Title order={2} size="h3" id="plan-preview-title">
                {PLANNER.preview.title}
              </Title>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  {PLANNER.preview.reassignHint}
                </Text>
                <Button
                  variant="light"
                  loading={previewCall.isPending && previewCall.variables?.reassign}
                  onClick={() => previewCall.mutate({ plan: preview.plan, reassign: true })}
                >
                  {PLANNER.preview.reassign}
                </Button>
              </Group>
            </Group>
            <PlanPreviewTable
              answer={preview.answer}
              edits={edits}
              personnel={hostesses}
              pointNames={pointNames}
              onChoose={choose}
              onToggleDrop={toggleDropped}
            />
            <CommitPanel
              left={left}
              saving={commit.isPending}
              saved={(result?.created.length ?? 0) > 0}
              onSave={(choice) => commit.mutate(choice)}
            />
            {result ? (
              <CommitResultView result={result} actions={preview.answer.actions} range={range} />
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </div>
  );
}
