// Step 2: the offers the consumer may take (inactive ones disabled), each with its fields, and the
// combination rules of SPEC §5; 'Lista ofert' shows active and inactive brands.
import { Alert, Button, Card, Checkbox, Stack, Text } from '@mantine/core';
import { OFFER_KEYS, type OfferKey } from '@tourplanner/domain/constants';
import {
  ALL_OFFERS_ACTIVE,
  isClosedByVelo,
  isOfferActive,
  type SelectedOffers,
} from '@tourplanner/domain/webform';
import { type FieldErrors, offersErrors } from '@tourplanner/domain/webform-validation';
import { OFFER_RULES } from '@tourplanner/i18n-pl/counter';
import { fieldMessages } from '@tourplanner/i18n-pl/field-messages';
import { OFFERS, WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { type FormEvent, useState } from 'react';
import { useWebformFlow } from '../stores/flow-store';
import { useFormData } from '../stores/form-data-store';
import { useWebformPopups } from '../stores/popups-store';
import { DeviceOfferFields, NeoFields, VeloFields } from './OfferFields';
import { revealFirst } from './reveal';
import { StepButtons } from './StepButtons';

const EMPTY: { [K in OfferKey]-?: NonNullable<SelectedOffers[K]> } = {
  Glo: { model: '', color: '', assetSource: '', serialNumber: '' },
  Glo_HUTD: { model: '', color: '', assetSource: '' },
  Vuse: { model: '', color: '', assetSource: '' },
  Velo: { sampling: '' },
  Neo: { neoOffers: '' },
  InspirationClub: {},
};

export function OffersStep() {
  // The offers only: the step (also while rendered ahead, hidden) does not render again for the
  // codes or contact typed on the steps before it.
  const offers = useFormData((s) => s.data.selectedOffers);
  const update = useFormData((s) => s.update);
  const entitlements = useWebformFlow((s) => s.offers) ?? ALL_OFFERS_ACTIVE;
  const newUser = useWebformFlow((s) => s.newUser);
  const back = useWebformFlow((s) => s.back);
  const chooseOffers = useWebformFlow((s) => s.chooseOffers);
  const setOffersPopup = useWebformPopups((s) => s.setOffersPopup);
  const [touched, setTouched] = useState(false);
  const errors: FieldErrors = touched ? fieldMessages(offersErrors(offers, entitlements)) : {};

  const setOffers = (next: SelectedOffers) => {
    const consents = { ...useFormData.getState().data.consents };
    // The InspirationClub consent exists only while that offer is chosen (then it must be given).
    if (next.InspirationClub && consents.inspirationClub === undefined) consents.inspirationClub = false;
    if (!next.InspirationClub) delete consents.inspirationClub;
    update({ selectedOffers: next, consents });
  };

  const toggle = (key: OfferKey, checked: boolean) => {
    const next: SelectedOffers = { ...offers };
    if (checked) (next as Record<string, unknown>)[key] = structuredClone(EMPTY[key]);
    else delete next[key];
    setOffers(next);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(offersErrors(offers, entitlements)).length > 0) {
      // A combination error sits above the list, off screen after 'Dalej': bring it (or the first field) into view.
      revealFirst('[data-testid="offers-error"]', '[aria-invalid="true"]');
      return;
    }
    chooseOffers();
  };

  const fieldProps = { offers, errors, onChange: setOffers };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={OFFERS.title}>
      <Stack gap="md">
        {newUser && (
          <Alert color="brand" variant="light" role="status" data-testid="new-user">
            {OFFERS.newUser}
          </Alert>
        )}
        <Button variant="light" size="md" onClick={() => setOffersPopup(true)}>
          {OFFERS.showList}
        </Button>
        <Text fw={600} id="offers-heading">
          {OFFERS.chooseOffers}
        </Text>
        {errors.offers && (
          <Alert color="red" variant="light" role="alert" data-testid="offers-error" tabIndex={-1}>
            {errors.offers}
          </Alert>
        )}
        <Stack gap="sm" role="group" aria-labelledby="offers-heading">
          {OFFER_KEYS.map((key) => {
            const active = isOfferActive(key, entitlements);
            const checked = offers[key] !== undefined;
            return (
              <Card
                key={key}
                withBorder
                radius="md"
                padding="md"
                data-offer={key}
                data-checked={checked || undefined}
              >
                <Stack gap="sm">
                  <Checkbox
                    size="lg"
                    label={OFFERS.names[key]}
                    description={
                      active
                        ? undefined
                        : `${WEBFORM_APP.webform.offerInactive} — ${
                            isClosedByVelo(key, entitlements) ? OFFER_RULES.vuseNeedsVelo : OFFERS.unavailable
                          }`
                    }
                    checked={checked}
                    disabled={!active}
                    onChange={(e) => toggle(key, e.currentTarget.checked)}
                    error={errors[key]}
                    aria-invalid={errors[key] ? true : undefined}
                  />
                  {checked && (key === 'Glo' || key === 'Glo_HUTD' || key === 'Vuse') && (
                    <DeviceOfferFields offer={key} {...fieldProps} />
                  )}
                  {checked && key === 'Velo' && <VeloFields {...fieldProps} />}
                  {checked && key === 'Neo' && <NeoFields {...fieldProps} />}
                </Stack>
              </Card>
            );
          })}
        </Stack>
        <StepButtons submitLabel={OFFERS.next} onBack={back} />
      </Stack>
    </form>
  );
}
