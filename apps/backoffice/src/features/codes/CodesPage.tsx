// The codes screen (SPEC §2 'Kody'): code pools per event with totals (sum, released, assigned,
// available), expandable into groups; 'Import CSV' and 'Export CSV'.
import { Button, FileButton, Group, Table, Text } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import { todayYmd } from '@tourplanner/domain/dates';
import type { CodeGroup } from '@tourplanner/domain/entities';
import { BACKOFFICE_EXTRA, CODES } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { Fragment, useState } from 'react';
import { PageHeader } from '../../shared/components/PageHeader';
import { TablePanel } from '../../shared/components/TablePanel';
import { useCodePools, useExportCodes, useImportCodes } from './api/codes';

function Totals({ row }: { row: CodeGroup }) {
  return (
    <>
      <Table.Td ta="right">{row.sum}</Table.Td>
      <Table.Td ta="right">{row.released}</Table.Td>
      <Table.Td ta="right">{row.assigned}</Table.Td>
      <Table.Td ta="right">{row.available}</Table.Td>
    </>
  );
}

export function CodesPage() {
  const { data: pools = [], isFetching: loading } = useCodePools();
  const importCodes = useImportCodes();
  const exportCodes = useExportCodes();
  const [open, setOpen] = useState<Record<string, boolean>>({});

  const onFile = (file: File | null) => {
    if (!file) return;
    importCodes.mutate(file, {
      onSuccess: (result) => {
        const text = format(CODES.imported, { count: result.imported });
        toast.show(
          result.skipped
            ? `${text}. ${format(BACKOFFICE_EXTRA.codes.skipped, { count: result.skipped })}`
            : text,
        );
      },
    });
  };

  return (
    <div>
      <PageHeader title={CODES.title}>
        <FileButton onChange={onFile} accept=".csv,text/csv">
          {(props) => (
            <Button {...props} variant="default" loading={importCodes.isPending}>
              {CODES.importCsv}
            </Button>
          )}
        </FileButton>
        <Button variant="default" onClick={() => exportCodes.mutate(todayYmd(new Date()))}>
          {CODES.exportCsv}
        </Button>
      </PageHeader>
      <TablePanel loading={loading} empty={pools.length === 0} emptyText={CODES.empty}>
        <Table.ScrollContainer minWidth={640}>
          <Table highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{CODES.columns.event}</Table.Th>
                <Table.Th ta="right">{CODES.columns.sum}</Table.Th>
                <Table.Th ta="right">{CODES.columns.released}</Table.Th>
                <Table.Th ta="right">{CODES.columns.assigned}</Table.Th>
                <Table.Th ta="right">{CODES.columns.available}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pools.map((pool) => {
                const expanded = Boolean(open[pool.event.uuid]);
                return (
                  <Fragment key={pool.event.uuid}>
                    <Table.Tr data-testid="code-pool-row">
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            aria-expanded={expanded}
                            onClick={() => setOpen((o) => ({ ...o, [pool.event.uuid]: !expanded }))}
                          >
                            {expanded ? CODES.collapse : CODES.expand}
                          </Button>
                          <Text fw={600} size="sm">
                            {pool.event.name}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Totals row={pool} />
                    </Table.Tr>
                    {expanded
                      ? pool.groups.map((g) => (
                          <Table.Tr key={g.name} data-testid="code-group-row" bg="gray.0">
                            <Table.Td pl={48}>
                              <Text size="sm">
                                {CODES.columns.group}: {g.name}
                              </Text>
                            </Table.Td>
                            <Totals row={g} />
                          </Table.Tr>
                        ))
                      : null}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </TablePanel>
    </div>
  );
}
