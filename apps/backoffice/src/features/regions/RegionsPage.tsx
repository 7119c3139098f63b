// 'Regionalizacja' (/regions, ADMIN; SPEC §10.5): every territory with its areas and the people
// who belong to it (coordinators and hostesses, read only) and how many points it has; create,
// rename, retire and bring back territories and areas. Other roles see 'Brak uprawnień'.
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import type { TerritoryRow } from '@tourplanner/domain/wire/territories';
import { format } from '@tourplanner/i18n-pl/format';
import { REGIONS } from '@tourplanner/i18n-pl/master-data';
import { EmptyState } from '@tourplanner/ui/EmptyState';
import { useState } from 'react';
import { PageHeader } from '../../shared/components/PageHeader';
import { TablePanel } from '../../shared/components/TablePanel';
import { selectUser, useSession } from '../../shared/stores/session';
import { type RegionWrite, useRegions, useSaveRegion } from './api/regions';
import { NamedModal, type NamedModalState } from './components/NamedModal';

type Target =
  | { kind: 'territory'; row: TerritoryRow | null }
  | { kind: 'area'; territory: string; row: TerritoryRow['areas'][number] | null };

const closed: NamedModalState = { opened: false, title: '', prefix: 'territory', ident: '', name: '' };

function Territory({
  t,
  onEdit,
  onRetire,
}: {
  t: TerritoryRow;
  onEdit: (target: Target) => void;
  onRetire: (w: RegionWrite, retire: boolean) => void;
}) {
  const named = { uuid: t.uuid, ident: t.ident, name: t.name };
  return (
    <Card withBorder radius="md" data-testid="territory-card" opacity={t.trash ? 0.7 : 1}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Title order={3} size="h4">
            {t.name}{' '}
            {t.trash ? (
              <Badge color="gray" variant="light" tt="none">
                {REGIONS.retired}
              </Badge>
            ) : null}
          </Title>
          <Text size="sm" c="dimmed">
            {t.ident} · {format(REGIONS.points, { count: t.points })}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => onEdit({ kind: 'territory', row: t })}>
            {REGIONS.rename}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => onRetire({ kind: 'territory', value: named }, !t.trash)}
          >
            {t.trash ? REGIONS.restore : REGIONS.retire}
          </Button>
        </Group>
      </Group>
      <Text fw={600} size="sm" mt="md">
        {REGIONS.areas}
      </Text>
      {t.areas.length === 0 ? (
        <Text size="sm" c="dimmed">
          {REGIONS.noAreas}
        </Text>
      ) : (
        <Stack gap={4} mt={4}>
          {t.areas.map((a) => (
            <Group key={a.uuid} justify="space-between" wrap="nowrap" data-testid="area-row">
              <Text size="sm">
                {a.name}{' '}
                {a.name === a.ident ? null : (
                  <Text span c="dimmed">
                    ({a.ident})
                  </Text>
                )}{' '}
                {a.trash ? (
                  <Badge color="gray" variant="light" tt="none" size="sm">
                    {REGIONS.areaRetired}
                  </Badge>
                ) : null}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => onEdit({ kind: 'area', territory: t.uuid, row: a })}
                >
                  {REGIONS.rename}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() =>
                    onRetire(
                      {
                        kind: 'area',
                        value: { uuid: a.uuid, ident: a.ident, name: a.name, territory: { uuid: t.uuid } },
                      },
                      !a.trash,
                    )
                  }
                >
                  {a.trash ? REGIONS.restore : REGIONS.retire}
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {t.trash ? null : (
        <Group mt="xs">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onEdit({ kind: 'area', territory: t.uuid, row: null })}
          >
            {REGIONS.addArea}
          </Button>
        </Group>
      )}
      <Text fw={600} size="sm" mt="md">
        {REGIONS.people}
      </Text>
      {t.people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {REGIONS.noPeople}
        </Text>
      ) : (
        <Stack gap={2} mt={4} data-testid="territory-people">
          {t.people.map((p) => (
            <Text key={p.uuid} size="sm">
              {p.firstname} {p.lastname}{' '}
              <Text span c="dimmed">
                · {REGIONS.roles[p.role]}
              </Text>
              {p.active ? null : (
                <Text span c="dimmed">
                  {' '}
                  · {REGIONS.inactive}
                </Text>
              )}
            </Text>
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function RegionsPage() {
  const isAdmin = useSession((s) => selectUser(s)?.role.uuid === 'ADMIN');
  const { data: regions = [], isFetching: loading } = useRegions(isAdmin);
  const save = useSaveRegion();
  const [target, setTarget] = useState<Target>({ kind: 'territory', row: null });
  const [modal, setModal] = useState<NamedModalState>(closed);

  if (!isAdmin) return <EmptyState>{REGIONS.noPermission}</EmptyState>;

  const edit = (t: Target) => {
    setTarget(t);
    const M = REGIONS.modal;
    const title =
      t.kind === 'territory' ? (t.row ? M.editTerritory : M.newTerritory) : t.row ? M.editArea : M.newArea;
    setModal({ opened: true, title, prefix: t.kind, ident: t.row?.ident ?? '', name: t.row?.name ?? '' });
  };
  const onSave = (v: { ident: string; name: string }) => {
    const w: RegionWrite =
      target.kind === 'territory'
        ? { kind: 'territory', value: { uuid: target.row?.uuid ?? null, ...v } }
        : {
            kind: 'area',
            value: { uuid: target.row?.uuid ?? null, ...v, territory: { uuid: target.territory } },
          };
    return save.mutateAsync(w).then(() => toast.show(REGIONS.toasts.saved));
  };
  const onRetire = (w: RegionWrite, retire: boolean) => {
    save.mutate({ ...w, value: { ...w.value, trash: retire } } as RegionWrite, {
      onSuccess: () => toast.show(retire ? REGIONS.toasts.retired : REGIONS.toasts.restored),
      onError: (error) => toast.fail(error),
    });
  };

  return (
    <div>
      <PageHeader title={REGIONS.title}>
        <Button onClick={() => edit({ kind: 'territory', row: null })}>{REGIONS.addTerritory}</Button>
      </PageHeader>
      <TablePanel loading={loading} empty={regions.length === 0} emptyText={REGIONS.empty}>
        <SimpleGrid cols={{ base: 1, md: 2 }} p="md">
          {regions.map((t) => (
            <Territory key={t.uuid} t={t} onEdit={edit} onRetire={onRetire} />
          ))}
        </SimpleGrid>
      </TablePanel>
      <NamedModal
        state={modal}
        saving={save.isPending}
        onSave={onSave}
        onClose={() => setModal((m) => ({ ...m, opened: false }))}
      />
    </div>
  );
}
