// Password reminder (SPEC §2 /remind): one e-mail field; on success to /remind/code.
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { REMIND } from '@tourplanner/i18n-pl/backoffice';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { api } from '../../../shared/api/client';
import { useSession } from '../../../shared/stores/session';
import { toast } from '../../../shared/toast/toast-store';
import { AuthCard } from './AuthCard';

export default function RemindPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState(useSession.getState().remindEmail);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim()) {
      setError(REMIND.errors.emptyEmail);
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await api.call('resetToken', { username: email.trim() });
      useSession.getState().setRemindEmail(email.trim());
      navigate('/remind/code');
    } catch (err) {
      toast.fail(err);
      navigate('/remind');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={REMIND.title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">{REMIND.intro}</Text>
          <TextInput
            type="email"
            label={REMIND.emailLabel}
            placeholder={REMIND.emailPlaceholder}
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={error}
          />
          <Button type="submit" loading={busy}>
            {REMIND.submit}
          </Button>
          <Anchor component={Link} to="/" size="sm">
            {REMIND.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
