// Test helpers: render inside the app's providers and a memory router; fixtures of the wire types.

import { render } from '@testing-library/react';
import type { CallName } from '@tourplanner/api-client/contract';
import type { Action, User } from '@tourplanner/domain/entities';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { api } from '../shared/api/client';

export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <AppProviders testEnv>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

export function makeUser(patch: Partial<User> = {}): User {
  return {
    uuid: 'u-1',
    ident: 'ADM1',
    firstname: 'Anna',
    lastname: 'Nowak',
    role: { uuid: 'ADMIN' },
    territories: [],
    areas: [],
    availability: [],
    actions: [],
    emailAddress: 'admin@tourplanner.test',
    mobilePhone: '+48500100200',
    username: 'admin@tourplanner.test',
    ...patch,
  };
}

export function makeAction(patch: Partial<Action> = {}): Action {
  return {
    uuid: 'a-1',
    ident: 'AK-1',
    name: 'Degustacja',
    type: { ident: 'Standard' },
    status: { global: { ident: 'editable' } },
    event: { uuid: 'e-1', name: 'Event Jesień' },
    territory: { uuid: 't-1', ident: 'WAW' },
    area: null,
    since: { date: '2026-11-23 08:00:00' },
    until: { date: '2026-11-23 16:00:00' },
    actionPoints: [
      {
        point: { uuid: 'p-1' },
        name: 'Sklep 1',
        ident: 'P1',
        address: { streetAddress: 'Prosta', streetNumber: '1', cityName: 'Warszawa' },
      },
    ],
    users: [{ uuid: 'h-1', firstname: 'Ola', lastname: 'Kowalska' }],
    ...patch,
  };
}

type Handler = (body: never) => unknown;

/** Stubs the API at the client boundary: each named call answers its handler's value (or throws). */
export function stubApi(handlers: Partial<Record<CallName, Handler>>) {
  return vi.spyOn(api, 'call').mockImplementation((async (name: CallName, body: never) => {
    const handler = handlers[name];
    if (!handler) throw new Error(`Unexpected call ${name}`);
    return handler(body);
  }) as unknown as typeof api.call);
}
