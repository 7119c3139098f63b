// The create / edit popup of a point: Id, name, chain, address, territory and coordinates (both or
// neither). The server checks everything and its field messages stand beside the fields; an edit
// also retires the point or brings it back.
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import type { Territory } from '@tourplanner/domain/entities';
import type { PointInput, PointRow } from '@tourplanner/domain/wire/points';
import { GENERIC_ERROR } from '@tourplanner/i18n-pl/errors';
import { LOCATIONS } from '@tourplanner/i18n-pl/master-data';
import { AppModal } from '@tourplanner/ui/AppModal';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api';
import { useSavePoint } from '../api/points';

const T = LOCATIONS.modal;

interface Draft {
  ident: string;
  name: string;
  chain: string;
  streetAddress: string;
  streetNumber: string;
  cityName: string;
  postalCode: string;
  territory: string | null;
  lat: number | string;
  lng: number | string;
}

const draftOf = (p: PointRow | null, territory: string | null): Draft => ({
  ident: p?.ident ?? '',
  name: p?.name ?? '',
  chain: p?.chain ?? '',
  streetAddress: p?.address.streetAddress ?? '',
  streetNumber: p?.address.streetNumber ?? '',
  cityName: p?.address.cityName ?? '',
  postalCode: p?.address.postalCode ?? '',
  territory: p?.territory.uuid ?? territory,
  lat: p?.lat ?? '',
  lng: p?.lng ?? '',
});

const coordinate = (v: number | string) => (v === '' ? null : Number(v));

/** The server's refusal by field ('point.address.postalCode' → 'address.postalCode'), the rest apart. */
function problemsOf(error: unknown): { byField: Record<string, string>; other: string | null } {
  if (!(error instanceof ApiError)) return { byField: {}, other: GENERIC_ERROR };
  const byField = Object.fromEntries(
    error.fields.filter((f) => f.path.startsWith('point.')).map((f) => [f.path.slice(6), f.message]),
  );
  return { byField, other: Object.keys(byField).length ? null : error.message };
}

export function PointModal({
  opened,
  point,
  territories,
  onClose,
}: {
  opened: boolean;
  /** The point edited; null for a new one. */
  point: PointRow | null;
  territories: Territory[];
  onClose: () => void;
}) {
  const save = useSavePoint();
  const [draft, setDraft] = useState<Draft>(() => draftOf(point, territories[0]?.uuid ?? null));
  const [problems, setProblems] = useState<ReturnType<typeof problemsOf>>({ byField: {}, other: null });
  // Opened again (or on another point): the form starts from that point.
  const [seen, setSeen] = useState<{ opened: boolean; point: PointRow | null }>({ opened, point });
  if (seen.opened !== opened || seen.point !== point) {
    setSeen({ opened, point });
    if (opened) {
      setDraft(draftOf(point, territories[0]?.uuid ?? null));
      setProblems({ byField: {}, other: null });
    }
  }
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const err = (field: string) => problems.byField[field];

  const send = (trash?: boolean) => {
    const body: PointInput & { uuid: string | null } = {
      uuid: point?.uuid ?? null,
      ident: draft.ident,
      name: draft.name,
      chain: draft.chain || null,
      address: {
        streetAddress: draft.streetAddress,
        streetNumber: draft.streetNumber,
        cityName: draft.cityName,
        postalCode: draft.postalCode,
      },
      territory: { uuid: draft.territory ?? '' },
      lat: coordinate(draft.lat),
      lng: coordinate(draft.lng),
      ...(trash === undefined ? {} : { trash }),
    };
    setProblems({ byField: {}, other: null });
    save.mutate(body, {
      onSuccess: () => {
        const T2 = LOCATIONS.toasts;
        toast.show(
          trash === true ? T2.retired : trash === false ? T2.restored : point ? T2.saved : T2.created,
        );
        onClose();
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.isAborted)) setProblems(problemsOf(error));
      },
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.territory) {
      setProblems({ byField: { 'territory.uuid': T.chooseTerritory }, other: null });
      return;
    }
    send();
  };

  return (
    <AppModal opened={opened} onClose={onClose} title={point ? T.editTitle : T.createTitle} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {problems.other ? (
            <Alert color="red" role="alert">
              {problems.other}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={T.ident}
              value={draft.ident}
              onChange={(e) => set({ ident: e.currentTarget.value })}
              error={err('ident')}
              required
            />
            <TextInput
              label={T.name}
              value={draft.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={err('name')}
              required
            />
            <TextInput
              label={T.streetAddress}
              value={draft.streetAddress}
              onChange={(e) => set({ streetAddress: e.currentTarget.value })}
              error={err('address.streetAddress')}
              required
            />
            <TextInput
              label={T.streetNumber}
              value={draft.streetNumber}
              onChange={(e) => set({ streetNumber: e.currentTarget.value })}
              error={err('address.streetNumber')}
              required
            />
            <TextInput
              label={T.cityName}
              value={draft.cityName}
              onChange={(e) => set({ cityName: e.currentTarget.value })}
              error={err('address.cityName')}
              required
            />
            <TextInput
              label={T.postalCode}
              placeholder="00-000"
              value={draft.postalCode}
              onChange={(e) => set({ postalCode: e.currentTarget.value })}
              error={err('address.postalCode')}
              required
            />
            <Select
              label={T.territory}
              placeholder={T.chooseTerritory}
              data={territories.map((t) => ({ value: t.uuid, label: t.ident }))}
              value={draft.territory}
              onChange={(v) => set({ territory: v })}
              error={err('territory.uuid')}
              required
            />
            <TextInput
              label={T.chain}
              value={draft.chain}
              onChange={(e) => set({ chain: e.currentTarget.value })}
              error={err('chain')}
            />
            <NumberInput
              label={T.lat}
              value={draft.lat}
              onChange={(v) => set({ lat: v })}
              decimalScale={6}
              error={err('lat')}
            />
            <NumberInput
              label={T.lng}
              value={draft.lng}
              onChange={(v) => set({ lng: v })}
              decimalScale={6}
              error={err('lng')}
            />
          </SimpleGrid>
          <Group justify="space-between" mt="sm">
            {point ? (
              <Button
                variant="default"
                color="red"
                onClick={() => send(!point.trash)}
                disabled={save.isPending}
              >
                {point.trash ? T.restore : T.retire}
              </Button>
            ) : (
              <span />
            )}
            <Group>
              <Button variant="default" onClick={onClose}>
                {T.cancel}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {T.save}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
