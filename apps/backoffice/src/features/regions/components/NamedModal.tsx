// The popup of a territory or an area: its Id and name. The server checks both and its field
// messages stand beside them ('territory.ident', 'area.name', ...).
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { GENERIC_ERROR } from '@tourplanner/i18n-pl/errors';
import { REGIONS } from '@tourplanner/i18n-pl/master-data';
import { AppModal } from '@tourplanner/ui/AppModal';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api';

const T = REGIONS.modal;

export interface NamedModalState {
  opened: boolean;
  title: string;
  /** 'territory' or 'area': the prefix of the server's field paths. */
  prefix: 'territory' | 'area';
  ident: string;
  name: string;
}

export function NamedModal({
  state,
  saving,
  onSave,
  onClose,
}: {
  state: NamedModalState;
  saving: boolean;
  /** Saves; rejects with the server's refusal, shown in the popup. */
  onSave: (v: { ident: string; name: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const [ident, setIdent] = useState(state.ident);
  const [name, setName] = useState(state.name);
  const [problems, setProblems] = useState<{ ident?: string; name?: string; other?: string }>({});
  const [seen, setSeen] = useState(state);
  if (seen !== state) {
    setSeen(state);
    if (state.opened && !seen.opened) {
      setIdent(state.ident);
      setName(state.name);
      setProblems({});
    }
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblems({});
    onSave({ ident, name }).then(onClose, (error: unknown) => {
      if (!(error instanceof ApiError)) return setProblems({ other: GENERIC_ERROR });
      if (error.isAborted) return;
      const at = (f: string) => error.fields.find((x) => x.path === `${state.prefix}.${f}`)?.message;
      const found = { ident: at('ident'), name: at('name') };
      setProblems(found.ident || found.name ? found : { other: error.fields[0]?.message ?? error.message });
    });
  };

  return (
    <AppModal opened={state.opened} onClose={onClose} title={state.title}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {problems.other ? (
            <Alert color="red" role="alert">
              {problems.other}
            </Alert>
          ) : null}
          <TextInput
            label={T.ident}
            value={ident}
            onChange={(e) => setIdent(e.currentTarget.value)}
            error={problems.ident}
            required
          />
          <TextInput
            label={T.name}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={problems.name}
            required
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
