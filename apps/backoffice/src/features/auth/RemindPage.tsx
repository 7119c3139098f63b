// Password reminder (SPEC §2 /remind): one e-mail field; on success to /remind/code.
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { REMIND } from '@tourplanner/i18n-pl/backoffice';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../shared/stores/session';
import { useRequestResetCode } from './api/password-reset';
import { AuthCard } from './components/AuthCard';

export function RemindPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState(useSession.getState().remindEmail);
  const setRemindEmail = useSession((s) => s.setRemindEmail);
  const [error, setError] = useState<string | undefined>();
  const request = useRequestResetCode();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const username = email.trim();
    if (!username) {
      setError(REMIND.errors.emptyEmail);
      return;
    }
    setError(undefined);
    // A failure is an error toast (the query client's); the user stays on /remind.
    request.mutate(username, {
      onSuccess: () => {
        setRemindEmail(username);
        navigate('/remind/code');
      },
      onError: () => navigate('/remind'),
    });
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
          <Button type="submit" loading={request.isPending}>
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
