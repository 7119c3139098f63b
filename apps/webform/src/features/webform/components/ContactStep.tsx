// Step 0: the consumer's e-mail and phone (one of nine prefixes); the codes are sent on submit.
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { PHONE_PREFIXES } from '@tourplanner/domain/constants';
import { contactErrors, type FieldErrors } from '@tourplanner/domain/webform-validation';
import { SEND_LIMITS } from '@tourplanner/i18n-pl/counter';
import { fieldMessages } from '@tourplanner/i18n-pl/field-messages';
import { CONTACT, WEBFORM_PLACEHOLDERS } from '@tourplanner/i18n-pl/webform';
import { type FormEvent, useState } from 'react';
import { useRequestCodes } from '../api/registration-writes';
import { useWebformFlow } from '../stores/flow-store';
import { useFormData } from '../stores/form-data-store';
import { SendWaitText, useSendWait } from './SendWait';
import { StepButtons } from './StepButtons';

export function ContactStep() {
  const data = useFormData((s) => s.data);
  const update = useFormData((s) => s.update);
  const requestCodes = useRequestCodes();
  const busy = requestCodes.isPending;
  const goToCodes = useWebformFlow((s) => s.goToCodes);
  const wait = useSendWait();
  const [touched, setTouched] = useState(false);
  const fields = {
    emailAddress: data.emailAddress,
    numberPrefix: data.numberPrefix,
    mobileNumber: data.mobileNumber,
  };
  const errors: FieldErrors = touched ? fieldMessages(contactErrors(fields)) : {};

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(contactErrors(fields)).length > 0 || wait) return;
    requestCodes.mutate();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={CONTACT.title}>
      <Stack gap="md">
        <Text>{CONTACT.intro}</Text>
        <TextInput
          size="lg"
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          label={CONTACT.emailAddress}
          placeholder={CONTACT.emailPlaceholder}
          value={data.emailAddress}
          onChange={(e) => update({ emailAddress: e.currentTarget.value })}
          error={errors.emailAddress}
          withAsterisk
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NativeSelect
            size="lg"
            label={CONTACT.numberPrefix}
            data={[...PHONE_PREFIXES]}
            value={data.numberPrefix}
            onChange={(e) => update({ numberPrefix: e.currentTarget.value })}
            error={errors.numberPrefix}
            w={112}
            style={{ flexShrink: 0 }}
          />
          <TextInput
            size="lg"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            label={CONTACT.mobileNumber}
            placeholder={WEBFORM_PLACEHOLDERS.mobileNumber}
            value={data.mobileNumber}
            onChange={(e) => update({ mobileNumber: e.currentTarget.value })}
            error={errors.mobileNumber}
            withAsterisk
            style={{ flex: 1, minWidth: 0 }}
          />
        </Group>
        {wait && (
          <>
            <SendWaitText wait={wait} />
            <Button variant="default" size="md" onClick={goToCodes}>
              {SEND_LIMITS.haveCodes}
            </Button>
          </>
        )}
        <StepButtons submitLabel={CONTACT.sendCodes} busy={busy} disabled={wait !== null} />
      </Stack>
    </form>
  );
}
