// Password reminder (SPEC §2 /remind): one e-mail field; on success to /remind/code. 'Mam już kod'
// goes there without sending a new code: the code of an invitation e-mail (a new account) or of an
// earlier reminder still valid.
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

  /** The e-mail typed, or null with the field's error shown. */
  const typedEmail = () => {
    const username = email.trim();
    setError(username ? undefined : REMIND.errors.emptyEmail);
    return username || null;
  };

  const haveCode = () => {
    const username = typedEmail();
    if (!username) return;
    setRemindEmail(username);
    navigate('/remind/code');
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const username = typedEmail();
    if (!username) return;
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
          <Button variant="subtle" onClick={haveCode}>
            {REMIND.haveCode}
          </Button>
          <Anchor component={Link} to="/" size="sm">
            {REMIND.backToLogin}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
