// 'Moje wyniki': the period she picks shows that period's numbers from /hostess/stats in Polish
// formats (registrations, per offer, her actions); a period with nothing says so; a failed load
// says so and loads again on request.
import { fireEvent, screen, within } from '@testing-library/react';
import type { HostessStats, HostessStatsPeriod } from '@tourplanner/domain/wire/dashboard';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../shared/stores/session';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { wireToken, wireUser } from '../../../test/wire';
import { HostessStatsView } from './HostessStatsView';

const NBSP = '\u00a0';
const period = (since: string, registrations: number, extra: Partial<HostessStatsPeriod> = {}) => ({
  since,
  until: '2025-04-02',
  registrations,
  byOffer: { Glo: 0, Glo_HUTD: 0, Vuse: 0, Velo: 0, Neo: 0, InspirationClub: 0 },
  actions: {
    planned: 0,
    startedOnTime: 0,
    startedLate: 0,
    noShow: 0,
    finished: 0,
    finishedEarly: 0,
    cancelled: 0,
    hostessCancelled: 0,
  },
  ...extra,
});
const STATS: HostessStats = {
  today: period('2025-04-02', 0),
  week: period('2025-03-31', 12, {
    byOffer: { Glo: 7, Glo_HUTD: 0, Vuse: 3, Velo: 2, Neo: 0, InspirationClub: 1 },
    actions: { ...period('', 0).actions, planned: 4, startedOnTime: 3, startedLate: 1, finished: 3 },
  }),
  month: period('2025-04-01', 1234, {
    byOffer: { Glo: 1000, Glo_HUTD: 34, Vuse: 100, Velo: 100, Neo: 0, InspirationClub: 0 },
    actions: { ...period('', 0).actions, planned: 40, finished: 38, noShow: 2 },
  }),
};

let fake: FakeApi;

beforeEach(async () => {
  fake = installFakeApi('');
  fake.answer('/auth/login', { success: true, data: { token: wireToken, user: wireUser('HST') } });
  expect(await useSession.getState().login('hst1@tourplanner.test', 'secret')).toBeNull();
});

const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('HostessStatsView', () => {
  it('shows the picked period: registrations, per offer and her actions in Polish formats', async () => {
    fake.answer('/hostess/stats', { success: true, data: STATS });
    renderWithProviders(<HostessStatsView />);
    expect(await screen.findByText('Brak akcji i rejestracji w tym okresie.')).toBeTruthy();
    expect(screen.getByText('od 02.04 do 02.04')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Ten tydzień' }));
    expect(screen.getByText('od 31.03 do 02.04')).toBeTruthy();
    expect(screen.getByLabelText('Rejestracje').textContent).toBe('12');
    const offers = screen.getByRole('table', { name: 'Rejestracje według oferty' });
    expect(rowOf(offers, 'Glo').textContent).toContain('7');
    expect(rowOf(offers, 'Glo HUTD').textContent).toContain('0');
    const actions = screen.getByRole('table', { name: 'Akcje' });
    expect(rowOf(actions, 'Rozpoczęte na czas').textContent).toContain('3');
    expect(rowOf(actions, 'Rozpoczęte z opóźnieniem').textContent).toContain('1');

    fireEvent.click(screen.getByRole('radio', { name: 'Ten miesiąc' }));
    expect(screen.getByLabelText('Rejestracje').textContent).toBe(`1${NBSP}234`);
    expect(
      rowOf(screen.getByRole('table', { name: 'Rejestracje według oferty' }), 'Glo').textContent,
    ).toContain(`1${NBSP}000`);
    expect(rowOf(screen.getByRole('table', { name: 'Akcje' }), 'Nierozpoczęte').textContent).toContain('2');
    expect(fake.to('/hostess/stats')).toHaveLength(1);
  });

  it('says a load failed and loads again on request', async () => {
    fake.answer('/hostess/stats', { status: 503, success: false, error: 'E_UNAVAILABLE' });
    fake.answer('/hostess/stats', { success: true, data: STATS });
    renderWithProviders(<HostessStatsView />);
    expect(
      await screen.findByText('Nie udało się wczytać wyników. Spróbuj ponownie za chwilę.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByText('Brak akcji i rejestracji w tym okresie.')).toBeTruthy();
  });
});
