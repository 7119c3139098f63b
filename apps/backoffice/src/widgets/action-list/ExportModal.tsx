// The export dialog: asks for an XLSX report of the range and filters, shows the queue's progress
// while the status is polled, and lists finished reports to download.
import { Button, Group, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ActionFilters } from '@tourplanner/api-client/contract';
import type { DateRange } from '@tourplanner/domain/dates';
import { formatRangeDisplay } from '@tourplanner/domain/dates';
import { EXPORT_DIALOG } from '@tourplanner/i18n-pl/backoffice';
import { AppModal } from '@tourplanner/ui/AppModal';
import {
  isFailedReport,
  useDownloadReport,
  useReportQueueStatus,
  useRequestReport,
} from '../../shared/queries/report-queue';
import { useReportQueue } from '../../shared/stores/report-queue';

export interface ExportModalProps {
  opened: boolean;
  onClose: () => void;
  range: DateRange;
  filters: Partial<ActionFilters>;
}

export function ExportModal({ opened, onClose, range, filters }: ExportModalProps) {
  const inProgress = useReportQueue((s) => s.queueInProgress);
  const data = useReportQueueStatus(opened);
  const request = useRequestReport();
  const download = useDownloadReport();

  const rangeText = (since: string, until: string) =>
    `${formatRangeDisplay(since)} – ${formatRangeDisplay(until)}`;

  return (
    <AppModal opened={opened} onClose={onClose} title={EXPORT_DIALOG.title} size="lg">
      <Stack>
        <Text size="sm">{EXPORT_DIALOG.intro}</Text>
        <Text size="sm" fw={600}>
          {EXPORT_DIALOG.range}: {rangeText(range.since, range.until)}
        </Text>
        <Button
          onClick={() => request.mutate({ since: range.since, until: range.until, actions: filters })}
          disabled={inProgress}
          data-testid="export-request"
        >
          {EXPORT_DIALOG.request}
        </Button>
        {inProgress ? (
          <div role="status" aria-live="polite">
            <Text size="sm" mb={4}>
              {EXPORT_DIALOG.inProgress} {EXPORT_DIALOG.queued}: {data.queued.length}
            </Text>
            <Progress value={100} striped animated aria-label={EXPORT_DIALOG.inProgress} />
          </div>
        ) : null}
        <Text fw={700}>{EXPORT_DIALOG.finished}</Text>
        {data.finished.length === 0 ? (
          <Text size="sm" c="dimmed">
            {EXPORT_DIALOG.empty}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{EXPORT_DIALOG.range}</Table.Th>
                  <Table.Th>{EXPORT_DIALOG.updated}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{EXPORT_DIALOG.download}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.finished.map((item) => (
                  <Table.Tr key={item.uuid}>
                    <Table.Td>{rangeText(item.parameters.since, item.parameters.until)}</Table.Td>
                    <Table.Td>{item.updated.date}</Table.Td>
                    <Table.Td>
                      {isFailedReport(item) ? (
                        <Text size="sm" c="var(--mantine-color-error)" fw={600}>
                          {EXPORT_DIALOG.failed}
                        </Text>
                      ) : (
                        <Button size="xs" variant="light" onClick={() => download.mutate(item)}>
                          {EXPORT_DIALOG.download}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {EXPORT_DIALOG.close}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
