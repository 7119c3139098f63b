// Actions, users and tokens as the API sends them, for the tests of the hostess's stores and dialogs.
export const wireAction = (status: string, extra: Record<string, unknown> = {}) => ({
  uuid: 'a1',
  ident: 'AKC-1',
  name: 'Degustacja',
  type: { ident: 'Standard' },
  status: { global: { ident: status } },
  event: { uuid: 'e1', name: 'Event' },
  territory: null,
  area: null,
  since: { date: '2026-11-22 08:00:00' },
  until: { date: '2026-11-22 21:00:00' },
  actionPoints: [{ point: { uuid: 'p1' } }],
  users: [],
  ...extra,
});

/** A session token that never expires in a test. */
export const wireToken = { uuid: 'tok-1', expires: { date: '2099-01-01 00:00:00' } };

/** The signed-in user of /auth/login, with the given role. */
export const wireUser = (role: string) => ({
  uuid: 'u1',
  ident: 'HST001',
  firstname: 'Anna',
  lastname: 'Kowalska',
  role: { uuid: role },
  territories: [],
  areas: [],
  availability: [],
  actions: [],
  emailAddress: null,
  mobilePhone: null,
  username: 'hst1@tourplanner.test',
});
