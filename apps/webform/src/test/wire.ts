// Actions as the API sends them, for the tests of the hostess's stores and dialogs.
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
