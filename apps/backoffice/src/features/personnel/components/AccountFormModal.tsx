// 'Dodaj osobę' and 'Edytuj': a person's account in a modal (first and last name, e-mail, mobile
// phone, role, territories, the hostess code for a hostess, and for a brand client (ADMIN only) the
// events it sees instead of territories). Empty required fields are caught
// here; everything else the server judges, and its Polish reason stands beside the field it names
// (`user.emailAddress`, …) or, naming none, above the buttons. An HSADM creates hostesses only.
// The role of one's own account is shown but not offered: the server refuses to change it.
import { Alert, Button, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { ROLES, type RoleId, type User } from '@tourplanner/domain/entities';
import { PERSONNEL_ACCOUNTS } from '@tourplanner/i18n-pl/backoffice';
import { ROLE_NAMES } from '@tourplanner/i18n-pl/common';
import { GENERIC_ERROR } from '@tourplanner/i18n-pl/errors';
import { format } from '@tourplanner/i18n-pl/format';
import { AppModal } from '@tourplanner/ui/AppModal';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../shared/api';
import { useReferenceEvents, useTerritories } from '../../../shared/queries/reference';
import { selectUser, useSession } from '../../../shared/stores/session';
import { type AccountBody, useSaveAccount } from '../api/accounts';

const T = PERSONNEL_ACCOUNTS.form;

const FIELDS = [
  'firstname',
  'lastname',
  'emailAddress',
  'mobilePhone',
  'role',
  'territories',
  'hostessCode',
  'events',
] as const;
type Field = (typeof FIELDS)[number];
type Problems = Partial<Record<Field | 'other', string>>;

interface Values {
  firstname: string;
  lastname: string;
  emailAddress: string;
  mobilePhone: string;
  role: RoleId;
  territories: string[];
  hostessCode: string;
  events: string[];
}

const valuesOf = (person: User | null, roles: readonly RoleId[]): Values => ({
  firstname: person?.firstname ?? '',
  lastname: person?.lastname ?? '',
  emailAddress: person?.emailAddress ?? '',
  mobilePhone: person?.mobilePhone ?? '',
  role: person?.role.uuid ?? roles[0] ?? 'HST',
  territories: person?.territories.map((t) => t.uuid) ?? [],
  hostessCode: person?.role.uuid === 'HST' ? person.ident : '',
  events: person?.events?.map((e) => e.uuid) ?? [],
});

/** The server's refusal split by the field it names; a refusal naming none goes above the buttons. */
function problemsOf(error: unknown): Problems {
  if (!(error instanceof ApiError)) return { other: GENERIC_ERROR };
  const out: Problems = {};
  for (const f of error.fields) {
    const field = FIELDS.find((name) => f.path === `user.${name}` || f.path.startsWith(`user.${name}.`));
    if (field) out[field] = f.message;
    else out.other = f.message;
  }
  return Object.keys(out).length ? out : { other: error.message };
}

export interface AccountFormModalProps {
  opened: boolean;
  /** The person edited; null for a new one. */
  person: User | null;
  /** The roles the caller may give (ADMIN: all; HSADM: hostesses). */
  roles: readonly RoleId[];
  onClose: () => void;
}

export function AccountFormModal({ opened, person, roles, onClose }: AccountFormModalProps) {
  const territories = useTerritories();
  const events = useReferenceEvents();
  const me = useSession(selectUser);
  const ownAccount = person !== null && person.uuid === me?.uuid;
  const save = useSaveAccount();
  const [values, setValues] = useState<Values>(() => valuesOf(person, roles));
  const [problems, setProblems] = useState<Problems>({});
  // Opened again (or for another person): the form starts from that person.
  const [seen, setSeen] = useState<{ opened: boolean; person: User | null }>({ opened, person });
  if (seen.opened !== opened || seen.person !== person) {
    setSeen({ opened, person });
    if (opened) {
      setValues(valuesOf(person, roles));
      setProblems({});
    }
  }
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const isHostess = values.role === 'HST';
  const isClient = values.role === 'CLIENT';
  const reach = isClient ? 'events' : 'territories';
  // An event the client keeps is listed even when the picker no longer offers it.
  const eventOptions = [
    ...events.map((e) => ({ value: e.uuid, label: e.name })),
    ...(person?.events ?? [])
      .filter((e) => !events.some((x) => x.uuid === e.uuid))
      .map((e) => ({ value: e.uuid, label: e.name })),
  ];
  // A territory the person keeps is listed even when the picker no longer offers it.
  const territoryOptions = [
    ...territories.map((t) => ({ value: t.uuid, label: t.ident })),
    ...(person?.territories ?? [])
      .filter((t) => !territories.some((x) => x.uuid === t.uuid))
      .map((t) => ({ value: t.uuid, label: t.ident })),
  ];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const required: Problems = {};
    if (!values.firstname.trim()) required.firstname = T.required;
    if (!values.lastname.trim()) required.lastname = T.required;
    if (!values.emailAddress.trim()) required.emailAddress = T.required;
    if (!values.mobilePhone.trim()) required.mobilePhone = T.required;
    if (isHostess && !values.hostessCode.trim()) required.hostessCode = T.required;
    if (isClient && values.events.length === 0) required.events = T.required;
    setProblems(required);
    if (Object.keys(required).length) return;
    const body: AccountBody = {
      uuid: person?.uuid ?? null,
      firstname: values.firstname,
      lastname: values.lastname,
      emailAddress: values.emailAddress,
      mobilePhone: values.mobilePhone,
      role: { uuid: values.role },
      territories: isClient ? [] : values.territories.map((uuid) => ({ uuid })),
      hostessCode: isHostess ? values.hostessCode : null,
      ...(isClient ? { events: values.events.map((uuid) => ({ uuid })) } : {}),
    };
    save.mutate(body, { onSuccess: onClose, onError: (error) => setProblems(problemsOf(error)) });
  };

  const title = person
    ? format(T.editTitle, { name: `${person.firstname} ${person.lastname}` })
    : T.createTitle;
  return (
    <AppModal opened={opened} onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label={T.firstname}
              required
              value={values.firstname}
              onChange={(e) => set('firstname', e.currentTarget.value)}
              error={problems.firstname}
            />
            <TextInput
              label={T.lastname}
              required
              value={values.lastname}
              onChange={(e) => set('lastname', e.currentTarget.value)}
              error={problems.lastname}
            />
          </Group>
          <TextInput
            label={T.email}
            type="email"
            required
            autoComplete="off"
            value={values.emailAddress}
            onChange={(e) => set('emailAddress', e.currentTarget.value)}
            error={problems.emailAddress}
          />
          <TextInput
            label={T.phone}
            type="tel"
            required
            placeholder={T.phonePlaceholder}
            value={values.mobilePhone}
            onChange={(e) => set('mobilePhone', e.currentTarget.value)}
            error={problems.mobilePhone}
          />
          <Select
            label={T.role}
            required
            allowDeselect={false}
            data={ROLES.filter((r) => roles.includes(r)).map((r) => ({ value: r, label: ROLE_NAMES[r] }))}
            value={values.role}
            onChange={(v) => v && set('role', v as RoleId)}
            disabled={ownAccount}
            description={ownAccount ? T.ownRole : undefined}
            error={problems.role}
            comboboxProps={{ withinPortal: false }}
          />
          {/* A client reaches its events; everyone else territories. */}
          <MultiSelect
            key={reach}
            label={isClient ? T.events : T.territories}
            required={isClient}
            placeholder={
              values[reach].length ? undefined : isClient ? T.eventsPlaceholder : T.territoriesPlaceholder
            }
            data={isClient ? eventOptions : territoryOptions}
            value={values[reach]}
            onChange={(v) => set(reach, v)}
            error={problems[reach]}
            searchable
            comboboxProps={{ withinPortal: false }}
          />
          {isHostess ? (
            <TextInput
              label={T.hostessCode}
              required
              value={values.hostessCode}
              onChange={(e) => set('hostessCode', e.currentTarget.value)}
              error={problems.hostessCode}
            />
          ) : null}
          {person ? null : (
            <Text size="sm" c="dimmed">
              {T.invitationNote}
            </Text>
          )}
          {problems.other ? (
            <Alert color="red" role="alert">
              {problems.other}
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
