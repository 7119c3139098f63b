// Step 1: the two 5-character codes sent by e-mail and SMS; verify, resend, or go back.
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FieldErrors, otpErrors } from '@tourplanner/domain/webform-validation';
import { SEND_LIMITS } from '@tourplanner/i18n-pl/counter';
import { fieldMessages } from '@tourplanner/i18n-pl/field-messages';
import { format } from '@tourplanner/i18n-pl/format';
import { OTP } from '@tourplanner/i18n-pl/webform';
import { type FormEvent, useState } from 'react';
import { fullMobileNumber } from '../api/payloads';
import { useCheckCodes, useRequestCodes } from '../api/registration-writes';
import { useWebformFlow } from '../stores/flow-store';
import { useFormData } from '../stores/form-data-store';
import { SendWaitText, useSendWait } from './SendWait';
import { StepButtons } from './StepButtons';

const clock = (ms: number) =>
  new Date(ms).toLocaleTimeString('pl-PL', { hour: '2-digit', minute: '2-digit' });

export function OtpStep() {
  const data = useFormData((s) => s.data);
  const update = useFormData((s) => s.update);
  const checkCodes = useCheckCodes();
  const requestCodes = useRequestCodes();
  const back = useWebformFlow((s) => s.back);
  const busy = checkCodes.isPending || requestCodes.isPending;
  const resentAt = useWebformFlow((s) => s.resentAt);
  const wait = useSendWait();
  const [touched, setTouched] = useState(false);
  const fields = { otp: data.otp, otpEmail: data.otpEmail };
  const errors: FieldErrors = touched ? fieldMessages(otpErrors(fields)) : {};

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(otpErrors(fields)).length > 0) return;
    checkCodes.mutate();
  };

  // The codes' alphabet is upper-case letters and digits: what a phone keyboard types in lower case is meant the same.
  const code = (value: string) => value.replace(/\s+/g, '').toUpperCase();

  return (
    <form onSubmit={onSubmit} noValidate aria-label={OTP.title}>
      <Stack gap="md">
        <Text>{OTP.intro}</Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {format(OTP.sentTo, { email: data.emailAddress.trim(), phone: fullMobileNumber(data) })}
        </Text>
        <TextInput
          size="lg"
          label={OTP.otpEmail}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={data.otpEmail}
          onChange={(e) => update({ otpEmail: code(e.currentTarget.value) })}
          error={errors.otpEmail}
          withAsterisk
          classNames={{ input: 'wf-code-input' }}
        />
        <TextInput
          size="lg"
          label={OTP.otp}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={data.otp}
          onChange={(e) => update({ otp: code(e.currentTarget.value) })}
          error={errors.otp}
          withAsterisk
          classNames={{ input: 'wf-code-input' }}
        />
        {resentAt !== null && (
          <Alert color="green" variant="light" role="status" data-testid="codes-resent">
            {format(SEND_LIMITS.resent, { time: clock(resentAt) })}
          </Alert>
        )}
        <Button
          variant="subtle"
          size="md"
          onClick={() => requestCodes.mutate()}
          disabled={busy || wait !== null}
        >
          {OTP.resend}
        </Button>
        {wait && <SendWaitText wait={wait} />}
        <StepButtons submitLabel={OTP.verify} busy={busy} onBack={back} />
      </Stack>
    </form>
  );
}
