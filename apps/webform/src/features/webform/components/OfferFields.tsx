// The fields a chosen offer needs: model, colour and asset source (and the my glo number for Glo)
// for device offers, the sampling for Velo, the offer for Neo.
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import {
  assetSourcesFor,
  type DeviceOfferKey,
  deviceModel,
  MODELS_BY_OFFER,
  modelOptions,
  NEO_OFFERS,
  VELO_SAMPLING,
} from '@tourplanner/domain/reference';
import type { SelectedOffers } from '@tourplanner/domain/webform';
import type { FieldErrors } from '@tourplanner/domain/webform-validation';
import { ASSET_SOURCE_LABELS, OFFERS } from '@tourplanner/i18n-pl/webform';

type Option = { value: string; label: string; disabled?: boolean };
const withPlaceholder = (options: Option[]): Option[] => [
  { value: '', label: OFFERS.choose, disabled: true },
  ...options,
];

interface Props {
  offers: SelectedOffers;
  errors: FieldErrors;
  onChange: (next: SelectedOffers) => void;
}

export function DeviceOfferFields({ offer, offers, errors, onChange }: Props & { offer: DeviceOfferKey }) {
  const value = offers[offer];
  if (!value) return null;
  const set = (patch: Record<string, string>) => onChange({ ...offers, [offer]: { ...value, ...patch } });
  const model = deviceModel(value.model);
  const id = `offer-${offer}`;
  return (
    <Stack gap="sm">
      <NativeSelect
        id={`${id}-model`}
        size="md"
        label={OFFERS.fields.model}
        data={withPlaceholder(MODELS_BY_OFFER[offer].map((m) => ({ value: m, label: m })))}
        value={value.model}
        onChange={(e) => set({ model: e.currentTarget.value, color: '' })}
        error={errors[`${offer}.model`]}
        withAsterisk
      />
      <NativeSelect
        id={`${id}-color`}
        size="md"
        label={OFFERS.fields.color}
        data={withPlaceholder(modelOptions(value.model).map((c) => ({ value: c, label: c })))}
        value={value.color}
        disabled={!model}
        onChange={(e) => set({ color: e.currentTarget.value })}
        error={errors[`${offer}.color`]}
        withAsterisk
      />
      <NativeSelect
        id={`${id}-asset`}
        size="md"
        label={OFFERS.fields.assetSource}
        data={withPlaceholder(
          assetSourcesFor(offer).map((s) => ({ value: s.sku, label: ASSET_SOURCE_LABELS[s.sku] ?? s.sku })),
        )}
        value={value.assetSource}
        onChange={(e) => set({ assetSource: e.currentTarget.value })}
        error={errors[`${offer}.assetSource`]}
        withAsterisk
      />
      {offer === 'Glo' && (
        <TextInput
          id={`${id}-serial`}
          size="md"
          label={OFFERS.fields.serialNumber}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={offers.Glo?.serialNumber ?? ''}
          onChange={(e) => set({ serialNumber: e.currentTarget.value.trim() })}
          error={errors['Glo.serialNumber']}
          withAsterisk
        />
      )}
    </Stack>
  );
}

export function VeloFields({ offers, errors, onChange }: Props) {
  if (!offers.Velo) return null;
  return (
    <NativeSelect
      id="offer-Velo-sampling"
      size="md"
      label={OFFERS.fields.sampling}
      data={withPlaceholder(VELO_SAMPLING.map((o) => ({ value: o.sku, label: o.name })))}
      value={offers.Velo.sampling}
      onChange={(e) => onChange({ ...offers, Velo: { sampling: e.currentTarget.value } })}
      error={errors['Velo.sampling']}
      withAsterisk
    />
  );
}

export function NeoFields({ offers, errors, onChange }: Props) {
  if (!offers.Neo) return null;
  return (
    <NativeSelect
      id="offer-Neo-offers"
      size="md"
      label={OFFERS.fields.neoOffers}
      data={withPlaceholder(NEO_OFFERS.map((o) => ({ value: o.sku, label: o.name })))}
      value={offers.Neo.neoOffers}
      onChange={(e) => onChange({ ...offers, Neo: { neoOffers: e.currentTarget.value } })}
      error={errors['Neo.neoOffers']}
      withAsterisk
    />
  );
}
