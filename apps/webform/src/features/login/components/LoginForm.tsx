// Sign-in of a hostess (HST) or hostess administrator (HSADM); other roles get 'Brak uprawnień'.
import { Alert, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import { message } from '@tourplanner/i18n-pl/errors';
import { HOSTESS_LOGIN, WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { returnPathOf } from '../../../shared/lib/paths';
import { useTitle } from '../../../shared/lib/use-title';
import { useSession } from '../../../shared/stores/session';

export function LoginForm() {
  useTitle(HOSTESS_LOGIN.title);
  const login = useSession((s) => s.login);
  const expired = useSession((s) => s.expired);
  const navigate = useNavigate();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const next = {
      username: username.trim() === '' ? WEBFORM_APP.login.emptyUsername : undefined,
      password: password === '' ? WEBFORM_APP.login.emptyPassword : undefined,
    };
    setErrors(next);
    setFailure(null);
    if (next.username || next.password) return;
    setBusy(true);
    const failure = await login(username.trim(), password);
    setBusy(false);
    if (failure === null) {
      toast.show(HOSTESS_LOGIN.success);
      navigate(returnPathOf(location.state), { replace: true });
      return;
    }
    setFailure(failure.code === 'E_NO_PERMISSION' ? WEBFORM_APP.login.noPermission : failure.text);
  };

  return (
    <div className="wf-login">
      <Paper component="main" withBorder radius="lg" p="lg" className="wf-login-card">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <div>
              <Text fw={800} size="xl" c="brand.8">
                {WEBFORM_APP.appName}
              </Text>
              <Title order={1} size="h2">
                {HOSTESS_LOGIN.title}
              </Title>
              <Text size="sm" c="dimmed" mt={4}>
                {WEBFORM_APP.login.intro}
              </Text>
            </div>
            {expired && !failure && (
              <Alert color="orange" role="alert" variant="light" data-testid="session-expired">
                {message('E_UNAUTHORIZED')}
              </Alert>
            )}
            {failure && (
              <Alert color="red" role="alert" variant="light">
                {failure}
              </Alert>
            )}
            <TextInput
              type="email"
              size="lg"
              label={HOSTESS_LOGIN.usernameLabel}
              placeholder={HOSTESS_LOGIN.usernamePlaceholder}
              autoComplete="username"
              inputMode="email"
              value={username}
              onChange={(e) => setUsername(e.currentTarget.value)}
              error={errors.username}
            />
            <PasswordInput
              size="lg"
              label={HOSTESS_LOGIN.passwordLabel}
              placeholder={HOSTESS_LOGIN.passwordPlaceholder}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
              // The eye icon is a thumb's target: 44 × 44 px, not the input's 28 px default.
              rightSectionWidth={52}
              styles={{ visibilityToggle: { width: 44, height: 44, minWidth: 44, minHeight: 44 } }}
              visibilityToggleButtonProps={{ 'aria-label': WEBFORM_APP.login.showPassword }}
            />
            <Button type="submit" size="lg" fullWidth loading={busy}>
              {HOSTESS_LOGIN.submit}
            </Button>
          </Stack>
        </form>
      </Paper>
    </div>
  );
}
