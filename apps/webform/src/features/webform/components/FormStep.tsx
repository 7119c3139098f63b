// Step 3: the consumer's name, birth date and postal code; hostess code, tour plan and register
// location filled from the signed-in hostess and the action; the category; the consents.
import { Checkbox, Divider, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { CONSUMER_CATEGORIES, DEVICE_OFFER_KEYS, requiresAllConsents } from '@tourplanner/domain/reference';
import type { WebformConsents, WebformData } from '@tourplanner/domain/webform';
import { type FieldErrors, formStepErrors, MARKETING_OPT_INS } from '@tourplanner/domain/webform-validation';
import { fieldMessages } from '@tourplanner/i18n-pl/field-messages';
import { CONSENTS, CONSUMER_CATEGORY_LABELS, FORM, OFFERS } from '@tourplanner/i18n-pl/webform';
import { type FormEvent, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { WorkAction } from '../../../shared/work-actions/work-action';
import { useRegisterConsumer } from '../api/registration-writes';
import { useWebformFlow } from '../stores/flow-store';
import { useFormData } from '../stores/form-data-store';
import { revealFirst } from './reveal';
import { StepButtons } from './StepButtons';

type ConsentKey = Exclude<keyof WebformConsents, never>;

const CONSENT_ORDER: ConsentKey[] = [
  'ageVerified',
  'personalDataRegistrationAuthorisation',
  'personalDataRegistrationHandling',
  'newsletterCommercialAuthorization',
  'externalCompaniesAuthorization',
  'mobileOptIn',
  'socialMediaOptIn',
  'hypercareOptIn',
  'inspirationClub',
];
const ALWAYS_REQUIRED: ConsentKey[] = [
  'ageVerified',
  'personalDataRegistrationAuthorisation',
  'newsletterCommercialAuthorization',
];

/** '1990-05-0' as typed: digits with dashes put in, at most 'YYYY-MM-DD'. */
export function maskBirthDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].filter(Boolean).join('-');
}

/** '00-000' as typed. */
export function maskPostalCode(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 5);
  return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
}

/**
 * What the step shows of the form data. The step renders again only when one of these changes: it
 * is rendered ahead, hidden, while the offers are picked, and an offer's own fields (a sampling, a
 * model) are not its business; only which consents and fields the offers call for.
 */
function formView(data: WebformData) {
  const offers = data.selectedOffers;
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    birthDate: data.birthDate,
    billingPostalCode: data.billingPostalCode,
    hostessCode: data.hostessCode,
    tourPlan: data.tourPlan,
    registerLocation: data.registerLocation,
    category: data.category,
    deviceName: data.deviceName,
    consents: data.consents,
    allMarketing: requiresAllConsents(offers.Glo_HUTD?.assetSource),
    inspirationClub: offers.InspirationClub !== undefined,
    hasDevice: DEVICE_OFFER_KEYS.some((k) => offers[k] !== undefined),
  };
}

export function FormStep({ action }: { action: WorkAction }) {
  const data = useFormData(useShallow((s) => formView(s.data)));
  const update = useFormData((s) => s.update);
  const back = useWebformFlow((s) => s.back);
  const registerConsumer = useRegisterConsumer();
  const busy = registerConsumer.isPending;
  const [touched, setTouched] = useState(false);
  // The whole data, as what the step shows is (offers cannot change while it is on screen).
  const errors: FieldErrors = touched ? fieldMessages(formStepErrors(useFormData.getState().data)) : {};

  const { allMarketing, hasDevice } = data;
  const required = new Set<ConsentKey>([
    ...ALWAYS_REQUIRED,
    ...(allMarketing ? MARKETING_OPT_INS : []),
    ...(data.inspirationClub ? (['inspirationClub'] as const) : []),
  ]);
  const shown = CONSENT_ORDER.filter((k) => k !== 'inspirationClub' || data.inspirationClub);
  const allChecked = shown.every((k) => data.consents[k] === true);

  const setConsent = (key: ConsentKey, value: boolean) =>
    update({ consents: { ...data.consents, [key]: value } });
  const setAll = (value: boolean) =>
    update({ consents: { ...data.consents, ...Object.fromEntries(shown.map((k) => [k, value])) } });

  const point = action.point;
  const locationValue = point?.ident ? `${point.ident}_${point.name ?? ''}` : '';
  const locationOptions = [
    { value: '', label: OFFERS.choose, disabled: true },
    ...(point?.ident
      ? [{ value: locationValue, label: point.name ? `${point.name} (${point.ident})` : point.ident }]
      : []),
  ];

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(formStepErrors(useFormData.getState().data)).length > 0) {
      // The first field or consent that is wrong, scrolled clear of the step buttons and focused.
      revealFirst('[aria-invalid="true"]');
      return;
    }
    registerConsumer.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={FORM.title}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            size="lg"
            label={FORM.firstName}
            autoComplete="off"
            value={data.firstName}
            onChange={(e) => update({ firstName: e.currentTarget.value })}
            error={errors.firstName}
            withAsterisk
          />
          <TextInput
            size="lg"
            label={FORM.lastName}
            autoComplete="off"
            value={data.lastName}
            onChange={(e) => update({ lastName: e.currentTarget.value })}
            error={errors.lastName}
            withAsterisk
          />
          <TextInput
            size="lg"
            label={FORM.birthDate}
            placeholder={FORM.birthDatePlaceholder}
            inputMode="numeric"
            autoComplete="off"
            value={data.birthDate}
            onChange={(e) => update({ birthDate: maskBirthDate(e.currentTarget.value) })}
            error={errors.birthDate}
          />
          <TextInput
            size="lg"
            label={FORM.billingPostalCode}
            placeholder={FORM.postalCodePlaceholder}
            inputMode="numeric"
            autoComplete="off"
            value={data.billingPostalCode}
            onChange={(e) => update({ billingPostalCode: maskPostalCode(e.currentTarget.value) })}
            error={errors.billingPostalCode}
          />
          <TextInput
            size="lg"
            label={FORM.hostessCode}
            value={data.hostessCode}
            onChange={(e) => update({ hostessCode: e.currentTarget.value })}
            error={errors.hostessCode}
            withAsterisk
          />
          <TextInput
            size="lg"
            label={FORM.tourPlan}
            value={data.tourPlan}
            onChange={(e) => update({ tourPlan: e.currentTarget.value })}
            error={errors.tourPlan}
            withAsterisk
          />
          <NativeSelect
            size="lg"
            label={FORM.registerLocation}
            data={locationOptions}
            value={
              data.registerLocation && data.registerLocation === point?.ident
                ? locationValue
                : data.registerLocation
            }
            onChange={(e) => update({ registerLocation: e.currentTarget.value })}
            error={errors.registerLocation}
            withAsterisk
          />
          <NativeSelect
            size="lg"
            label={FORM.category}
            data={[
              { value: '', label: OFFERS.choose, disabled: true },
              ...CONSUMER_CATEGORIES.map((c) => ({
                value: c.id,
                label: CONSUMER_CATEGORY_LABELS[c.id] ?? c.id,
              })),
            ]}
            value={data.category}
            onChange={(e) => update({ category: e.currentTarget.value })}
            error={errors.category}
            withAsterisk
          />
          {hasDevice && (
            <TextInput
              size="lg"
              label={FORM.deviceName}
              autoComplete="off"
              value={data.deviceName}
              onChange={(e) => update({ deviceName: e.currentTarget.value })}
              error={errors.deviceName}
            />
          )}
        </SimpleGrid>

        <Divider />
        <Title order={2} size="h4">
          {FORM.consentsTitle}
        </Title>
        <Checkbox
          size="lg"
          label={<Text fw={600}>{FORM.selectAll}</Text>}
          checked={allChecked}
          indeterminate={!allChecked && shown.some((k) => data.consents[k] === true)}
          onChange={(e) => setAll(e.currentTarget.checked)}
        />
        <Stack gap="sm" role="group" aria-label={FORM.consentsTitle}>
          {shown.map((key) => (
            <Checkbox
              key={key}
              size="md"
              data-consent={key}
              label={
                <>
                  {CONSENTS[key]}
                  {required.has(key) && (
                    <Text span fw={600} size="sm">
                      {' '}
                      {FORM.required}
                    </Text>
                  )}
                </>
              }
              checked={data.consents[key] === true}
              onChange={(e) => setConsent(key, e.currentTarget.checked)}
              error={errors[`consents.${key}`]}
              // Mantine marks a checkbox's error only with data-error: say it to assistive tech (and revealFirst).
              aria-invalid={errors[`consents.${key}`] ? true : undefined}
            />
          ))}
        </Stack>
        <Text size="xs" c="dimmed">
          {CONSENTS.withdrawalNote}
        </Text>
        <StepButtons submitLabel={FORM.register} busy={busy} onBack={back} />
      </Stack>
    </form>
  );
}
