// New password (SPEC §2 /remind/code): the code and the new password; on success to / with
// 'Pomyślnie zmieniono hasło!'.
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import { REMIND, REMIND_CODE } from '@tourplanner/i18n-pl/backoffice';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useSession } from '../../shared/stores/session';
import { useResetPassword } from './api/password-reset';
import { AuthCard } from './components/AuthCard';

export function RemindCodePage() {
  const navigate = useNavigate();
  const email = useSession((s) => s.remindEmail);
  const [otp, setOtp] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ otp?: string; password?: string }>({});
  const reset = useResetPassword();

  if (!email) return <Navigate to="/remind" replace />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const next = {
      ...(otp.trim() ? {} : { otp: REMIND_CODE.errors.emptyCode }),
      ...(password ? {} : { password: REMIND_CODE.errors.emptyPassword }),
    };
    setErrors(next);
    if (next.otp || next.password) return;
    reset.mutate(
      { username: email, otp: otp.trim(), password },
      {
        onSuccess: () => {
          toast.show(REMIND_CODE.success);
          // remindEmail stays: clearing it here would re-render this screen into its /remind redirect.
          navigate('/', { replace: true });
        },
      },
    );
  };

  return (
    <AuthCard title={REMIND_CODE.title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">{REMIND_CODE.intro}</Text>
          <TextInput
            label={REMIND_CODE.codeLabel}
            placeholder={REMIND_CODE.codePlaceholder}
            autoComplete="one-time-code"
            value={otp}
            onChange={(e) => setOtp(e.currentTarget.value)}
            error={errors.otp}
          />
          <PasswordInput
            label={REMIND_CODE.passwordLabel}
            placeholder={REMIND_CODE.passwordPlaceholder}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <Button type="submit" loading={reset.isPending}>
            {REMIND_CODE.submit}
          </Button>
          <Anchor component={Link} to="/" size="sm">
            {REMIND.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
