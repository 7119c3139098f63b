// Login (SPEC §2 /): e-mail and password, 'Dalej'; a hostess is refused with 'Brak uprawnień'.
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@tourplanner/app-kit/toast';
import { landingRoute } from '@tourplanner/domain/roles';
import { LOGIN } from '@tourplanner/i18n-pl/backoffice';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { loadReferenceData } from '../../shared/queries/reference';
import { NoPermissionError, useSession } from '../../shared/stores/session';
import { AuthCard } from './components/AuthCard';

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useSession((s) => s.login);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      ...(username.trim() ? {} : { username: LOGIN.errors.emptyUsername }),
      ...(password ? {} : { password: LOGIN.errors.emptyPassword }),
    };
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    try {
      const user = await login(username.trim(), password);
      toast.show(LOGIN.success);
      void loadReferenceData(queryClient, user);
      navigate(landingRoute(user.role.uuid), { replace: true });
    } catch (error) {
      if (error instanceof NoPermissionError) toast.error(LOGIN.errors.noPermission);
      else toast.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={LOGIN.title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <TextInput
            type="email"
            label={LOGIN.usernameLabel}
            placeholder={LOGIN.usernamePlaceholder}
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={errors.username}
          />
          <PasswordInput
            label={LOGIN.passwordLabel}
            placeholder={LOGIN.passwordPlaceholder}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.password}
          />
          <Text size="sm">
            {LOGIN.forgotPasswordQuestion} &gt;{' '}
            <Anchor component={Link} to="/remind">
              {LOGIN.forgotPasswordLink}
            </Anchor>
          </Text>
          <Button type="submit" loading={busy}>
            {LOGIN.submit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
