// A refused poll of her actions (429 with Retry-After, e.g. the per-session rate limit) says how
// long to wait, not only that something failed.
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../shared/stores/session';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { wireToken, wireUser } from '../../../test/wire';
import { HostessActions } from './HostessActions';

const token = wireToken;
const hostess = wireUser('HST');

let fake: FakeApi;

beforeEach(async () => {
  fake = installFakeApi('');
  fake.answer('/auth/login', { success: true, data: { token, user: hostess } });
  expect(await useSession.getState().login('hst1@tourplanner.test', 'secret')).toBeNull();
});

describe('HostessActions', () => {
  it('shows the wait of a refused list load', async () => {
    fake.answer('/hostess/action/list', {
      status: 429,
      success: false,
      error: 'E_TOO_MANY_REQUESTS',
      headers: { 'retry-after': '25' },
    });
    renderWithProviders(<HostessActions />);
    expect(await screen.findByText('Zbyt wiele prób. Spróbuj ponownie za 25 s.')).toBeTruthy();
  });
});
