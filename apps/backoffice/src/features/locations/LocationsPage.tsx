// The locations screen ('Lokalizacje', /locations; SPEC §10.5): the points within the user's
// reach (ADMIN every territory, ASM and HSADM their own), searched by Id, name or city and
// filtered by territory, retired ones on request; create, edit and retire in a popup; import from
// a CSV or XLSX file, whose refused rows are listed above the table.
import { Badge, Button, Checkbox, FileButton, Group, Select, Table, Text } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import { POINT_SEARCH_PAGE_SIZE, type PointRow } from '@tourplanner/domain/wire/points';
import { format } from '@tourplanner/i18n-pl/format';
import { LOCATIONS } from '@tourplanner/i18n-pl/master-data';
import { Pagination } from '@tourplanner/ui/Pagination';
import { useDeferredValue, useState } from 'react';
import { ApiError } from '../../shared/api';
import { ListFilters } from '../../shared/components/ListFilters';
import { ListScreen } from '../../shared/components/ListScreen';
import { usePagedFilters } from '../../shared/lib/use-paged-filters';
import { useTerritories } from '../../shared/queries/reference';
import { useImportPoints, usePointPage } from './api/points';
import { ImportErrors } from './components/ImportErrors';
import { PointModal } from './components/PointModal';

const C = LOCATIONS.columns;

const address = (p: PointRow) => [p.address.streetAddress, p.address.streetNumber].filter(Boolean).join(' ');
const coordinates = (p: PointRow) =>
  p.lat === null || p.lng === null ? null : `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`;

export function LocationsPage() {
  const territories = useTerritories();
  const { filters, setFilter, page, setPage } = usePagedFilters({
    search: '',
    territory: null as string | null,
    trash: false,
  });
  const { territory, trash } = filters;
  const search = useDeferredValue(filters.search);
  const { data, isFetching: loading } = usePointPage({ territory, search, trash, page });
  const rows = data?.points ?? [];
  const count = data?.count ?? 0;
  const pageCount = Math.ceil(count / POINT_SEARCH_PAGE_SIZE);
  const [modal, setModal] = useState<{ opened: boolean; point: PointRow | null }>({
    opened: false,
    point: null,
  });
  const importPoints = useImportPoints();
  const [refused, setRefused] = useState<string[] | null>(null);

  const onFile = (file: File | null) => {
    if (!file) return;
    setRefused(null);
    importPoints.mutate(file, {
      onSuccess: (r) => toast.show(format(LOCATIONS.toasts.imported, r)),
      onError: (error) => {
        if (error instanceof ApiError && error.isAborted) return;
        const listed = error instanceof ApiError ? error.fields.map((f) => f.message) : [];
        if (!listed.length) {
          toast.fail(error);
          return;
        }
        setRefused(listed);
      },
    });
  };

  return (
    <div>
      <ListScreen
        title={LOCATIONS.title}
        tools={
          <>
            <FileButton
              onChange={onFile}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  loading={importPoints.isPending}
                  title={LOCATIONS.importHint}
                >
                  {LOCATIONS.importFile}
                </Button>
              )}
            </FileButton>
            <Button onClick={() => setModal({ opened: true, point: null })}>{LOCATIONS.add}</Button>
          </>
        }
        filters={
          <>
            <ListFilters
              texts={LOCATIONS}
              search={filters.search}
              onSearch={(v) => setFilter('search', v)}
              count={count}
            >
              <Select
                label={LOCATIONS.territoryFilter}
                placeholder={LOCATIONS.allTerritories}
                data={territories.map((t) => ({ value: t.uuid, label: t.ident }))}
                value={territory}
                onChange={(v) => setFilter('territory', v)}
                clearable
                w={220}
              />
              <Checkbox
                label={LOCATIONS.showRetired}
                checked={trash}
                onChange={(e) => setFilter('trash', e.currentTarget.checked)}
                mb={8}
              />
            </ListFilters>
            {refused ? <ImportErrors rows={refused} onClose={() => setRefused(null)} /> : null}
          </>
        }
        list={{ loading, empty: rows.length === 0, emptyText: LOCATIONS.empty }}
        columns={[
          C.ident,
          C.name,
          C.address,
          C.city,
          C.postalCode,
          C.territory,
          C.coordinates,
          C.chain,
          { label: C.actions, hidden: true },
        ]}
        minWidth={900}
        footer={
          pageCount > 1 ? (
            <Group justify="center" mt="md">
              <Pagination pageCount={pageCount} page={page} onPageChange={setPage} />
            </Group>
          ) : null
        }
      >
        {rows.map((p) => (
          <Table.Tr key={p.uuid} data-testid="point-row">
            <Table.Td>{p.ident}</Table.Td>
            <Table.Td fw={600}>
              {p.name}
              {p.trash ? (
                <Badge ml="xs" color="gray" variant="light" tt="none">
                  {LOCATIONS.retired}
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>{address(p)}</Table.Td>
            <Table.Td>{p.address.cityName}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.address.postalCode}</Table.Td>
            <Table.Td>{p.territory.ident}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              {coordinates(p) ?? (
                <Text span size="sm" fs="italic">
                  {LOCATIONS.noCoordinates}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{p.chain}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="default" onClick={() => setModal({ opened: true, point: p })}>
                {LOCATIONS.edit}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListScreen>
      <PointModal
        opened={modal.opened}
        point={modal.point}
        territories={territories}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </div>
  );
}
