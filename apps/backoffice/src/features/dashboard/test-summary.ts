// A /dashboard/summary answer for the Pulpit's tests, parsed by the contract's schema (so a drift of
// the contract fails the tests), and an answer with nothing in it.
import { type DashboardSummary, dashboardSummaryAnswer } from '@tourplanner/domain/wire/dashboard';

export const EVENT = '11111111-1111-4111-8111-111111111111';
export const TERRITORY = '22222222-2222-4222-8222-222222222222';
const counts = (planned: number, finished = 0) => ({
  planned,
  startedOnTime: 0,
  startedLate: 0,
  noShow: 0,
  finished,
  finishedEarly: 0,
  cancelled: 0,
  hostessCancelled: 0,
});
const channel = (optedIn: number, share: number, withdrawn = 0) => ({ optedIn, share, withdrawn });

/** An answer as the contract shapes it (parsed, so a drift of the contract fails here). */
export function summary(patch: Partial<DashboardSummary> = {}): DashboardSummary {
  return dashboardSummaryAnswer.parse({
    since: '2026-11-01',
    until: '2026-11-30',
    actions: {
      ...counts(1234, 1000),
      startedOnTime: 900,
      startedLate: 150,
      noShow: 34,
      cancelled: 50,
      byDay: [{ date: '2026-11-02', ...counts(40, 30) }],
      byTerritory: [{ uuid: TERRITORY, ...counts(1234, 1000) }],
      byEvent: [{ uuid: EVENT, ...counts(1234, 1000) }],
    },
    registrations: {
      total: 2000,
      newConsumers: 1500,
      knownConsumers: 500,
      byOffer: { Glo: 1200, Glo_HUTD: 0, Vuse: 800, Velo: 250, Neo: 0, InspirationClub: 10 },
      byDay: [
        { date: '2026-11-02', count: 1500 },
        { date: '2026-11-03', count: 500 },
      ],
      byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, count: hour === 14 ? 2000 : 0 })),
      perActionHour: 3.456,
    },
    funnel: { codesSent: 3000, verified: 2400, registered: 2000 },
    consents: {
      mobile: channel(250, 0.125, 3),
      socialMedia: channel(1000, 0.5),
      newsletter: channel(0, 0),
      hypercare: channel(2000, 1),
      inspirationClub: channel(10, 0.005),
    },
    review: { photos: { accepted: 1200, toFix: 30, rejected: 5, pending: 65 }, actionsWithSignals: 4 },
    hostesses: [
      {
        uuid: '33333333-3333-4333-8333-333333333333',
        name: 'Ola K.',
        registrations: 1999,
        ...counts(12, 11),
      },
    ],
    points: [{ ident: 'P-7', name: 'Galeria Morska', registrations: 2000, ...counts(20, 18) }],
    ...patch,
  });
}

export const empty = () =>
  summary({
    actions: { ...counts(0), byDay: [], byTerritory: [], byEvent: [] },
    registrations: {
      total: 0,
      newConsumers: 0,
      knownConsumers: 0,
      byOffer: { Glo: 0, Glo_HUTD: 0, Vuse: 0, Velo: 0, Neo: 0, InspirationClub: 0 },
      byDay: [],
      byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0 })),
      perActionHour: null,
    },
    funnel: { codesSent: 0, verified: 0, registered: 0 },
    consents: {
      mobile: channel(0, 0),
      socialMedia: channel(0, 0),
      newsletter: channel(0, 0),
      hypercare: channel(0, 0),
      inspirationClub: channel(0, 0),
    },
    review: { photos: { accepted: 0, toFix: 0, rejected: 0, pending: 0 }, actionsWithSignals: 0 },
    hostesses: [],
    points: [],
  });
