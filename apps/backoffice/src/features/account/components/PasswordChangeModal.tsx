// The 'Zmiana hasła' popup of Twoje dane: the current password above the new one (ASVS 6.2.3,
// issue #13). It stays open while the server judges and shows its reason beside the field it
// concerns (a wrong current password, the password rule's reason) or above the button (a wait).
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { ACCOUNT } from '@tourplanner/i18n-pl/backoffice';
import { GENERIC_ERROR } from '@tourplanner/i18n-pl/errors';
import { AppModal } from '@tourplanner/ui/AppModal';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api';
import { useChangePassword } from '../api/password';

const T = ACCOUNT.passwordPopup;

interface Problems {
  current?: string;
  next?: string;
  other?: string;
}

/** The server's refusal split by the field it names (`user.currentPassword`, `user.password`). */
function problemsOf(error: unknown): Problems {
  if (!(error instanceof ApiError)) return { other: GENERIC_ERROR };
  const byPath = (path: string) => error.fields.find((f) => f.path === path)?.message;
  const current = byPath('user.currentPassword');
  const next = byPath('user.password');
  if (!current && !next) return { other: error.message };
  return { ...(current ? { current } : {}), ...(next ? { next } : {}) };
}

export function PasswordChangeModal({
  opened,
  onClose,
  onChanged,
}: {
  opened: boolean;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = useChangePassword();
  const [problems, setProblems] = useState<Problems>({});

  const clear = () => {
    setCurrent('');
    setNext('');
    setProblems({});
  };
  // Opened again: empty, also when it reopens before its close timeout has cleared it.
  const [seen, setSeen] = useState(opened);
  if (opened !== seen) {
    setSeen(opened);
    if (opened) clear();
  }

  // No client rule on the new password (SPEC §5): the server judges it and says why.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!current) {
      setProblems({ current: T.emptyCurrent });
      return;
    }
    setProblems({});
    change.mutate(
      { password: next, currentPassword: current },
      {
        onSuccess: () => {
          onChanged();
          onClose();
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.isAborted)) setProblems(problemsOf(error));
        },
      },
    );
  };

  return (
    <AppModal opened={opened} onClose={onClose} onClosed={clear} title={T.title}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <PasswordInput
            label={T.currentLabel}
            placeholder={T.currentPlaceholder}
            autoComplete="current-password"
            value={current}
            onChange={(e) => setCurrent(e.currentTarget.value)}
            error={problems.current}
            data-autofocus
          />
          <PasswordInput
            label={T.newLabel}
            placeholder={T.placeholder}
            description={T.newHint}
            autoComplete="new-password"
            value={next}
            onChange={(e) => setNext(e.currentTarget.value)}
            error={problems.next}
          />
          {problems.other && (
            <Alert color="red" role="alert">
              {problems.other}
            </Alert>
          )}
          <Button type="submit" loading={change.isPending}>
            {T.submit}
          </Button>
        </Stack>
      </form>
    </AppModal>
  );
}
