import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RankedHostess } from '@tourplanner/domain/wire/actions';
import { describe, expect, it } from 'vitest';
import { useSession } from '../../../../shared/stores/session';
import {
  makeAction,
  makeRankedHostess,
  makeUser,
  renderWithApp,
  seedReference,
  stubApi,
} from '../../../../test/render';
import { useActionWizard } from '../../stores/wizard-store';
import { draftFromAction, newDraft, type WizardDraft } from '../draft';
import { PersonnelStep, whyText } from './PersonnelStep';

const LOADING = 'Układanie listy hostess…';
const FAILED = 'Nie udało się ułożyć listy hostess na ten termin.';

const hostess = (uuid: string, firstname: string) =>
  makeUser({ uuid, firstname, lastname: 'Test', role: { uuid: 'HST' }, ident: uuid.toUpperCase() });

const ranked = (uuid: string, firstname: string, weekActions = 0) =>
  makeRankedHostess({ uuid, firstname, weekActions });

/** An answer the test gives when it chooses, to see the step while the request is under way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function renderStep(draft: WizardDraft) {
  useSession.setState({
    token: { uuid: 'tok', expires: { date: '2099-01-01 00:00:00' } },
    user: makeUser(),
  });
  // The reference list: the territory's people as loaded at sign-in.
  seedReference({ personnel: [hostess('h1', 'Ola'), hostess('h2', 'Iza')] });
  useActionWizard.getState().open(draft, 'ADMIN');
  return renderWithApp(<PersonnelStep />);
}

const person = (name: RegExp) => screen.queryByRole('button', { name });

describe('PersonnelStep', () => {
  it('offers nobody while the ranking for the window is on its way, then the ranked people', async () => {
    const answer = deferred<RankedHostess[]>();
    stubApi({ actionPersonnel: () => answer.promise });
    renderStep(draftFromAction(makeAction({ users: [] })));

    expect(screen.getByRole('status')).toHaveTextContent(LOADING);
    expect(person(/Ola/)).toBeNull();
    expect(person(/Iza/)).toBeNull();

    await act(async () => answer.resolve([ranked('h2', 'Iza', 2), ranked('h3', 'Ewa')]));
    const iza = await screen.findByRole('button', { name: /Iza Test/ });
    expect(iza).toHaveTextContent('akcje w tym tygodniu: 2');
    expect(iza).toBeEnabled();
    expect(person(/Ewa Test/)).toBeInTheDocument();
    // Ola is in the reference list but not in the ranking for this window.
    expect(person(/Ola/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();

    await userEvent.click(iza);
    expect(iza).toBePressed();
    expect(useActionWizard.getState().draft.users).toEqual([expect.objectContaining({ uuid: 'h2' })]);
  });

  it('keeps the hostess already chosen on screen, chosen and not clickable, while the ranking loads', async () => {
    const answer = deferred<RankedHostess[]>();
    stubApi({ actionPersonnel: () => answer.promise });
    renderStep(
      draftFromAction(
        makeAction({ users: [{ uuid: 'h1', firstname: 'Ola', lastname: 'Test', ident: 'H1' }] }),
      ),
    );

    const ola = screen.getByRole('button', { name: /Ola Test/ });
    expect(ola).toBePressed();
    expect(ola).toBeDisabled();
    expect(person(/Iza/)).toBeNull();
    expect(screen.getByRole('list', { name: 'Personel' })).toHaveAttribute('aria-busy', 'true');

    await act(async () => answer.resolve([ranked('h2', 'Iza'), ranked('h1', 'Ola')]));
    expect(await screen.findByRole('button', { name: /Iza Test/ })).toBeEnabled();
    const rankedOla = screen.getByRole('button', { name: /Ola Test/ });
    expect(rankedOla).toBePressed();
    expect(rankedOla).toHaveTextContent('dostępna');
    expect(screen.getAllByRole('button', { name: /Ola Test/ })).toHaveLength(1);
  });

  it('keeps listing a chosen hostess the ranking lacks, so she is seen and can be un-chosen', async () => {
    stubApi({ actionPersonnel: () => [ranked('h2', 'Iza')] });
    renderStep(
      draftFromAction(
        makeAction({ users: [{ uuid: 'h9', firstname: 'Ewa', lastname: 'Nowak', ident: 'H9' }] }),
      ),
    );
    await screen.findByRole('button', { name: /Iza Test/ });
    const ewa = screen.getByRole('button', { name: /Ewa Nowak/ });
    expect(ewa).toBePressed();
    await userEvent.click(ewa);
    // Un-chosen, she is no longer kept: the ranking does not offer her for this window.
    expect(useActionWizard.getState().draft.users).toEqual([
      expect.objectContaining({ uuid: 'h9', trash: true }),
    ]);
    expect(person(/Ewa/)).toBeNull();
  });

  it('falls back to the reference list when the ranking fails, and says so', async () => {
    stubApi({
      actionPersonnel: () => {
        throw new Error('no answer');
      },
    });
    renderStep(draftFromAction(makeAction({ users: [] })));

    expect(await screen.findByText(new RegExp(FAILED))).toHaveAttribute('role', 'status');
    expect(person(/Ola Test/)).toBeEnabled();
    expect(person(/Iza Test/)).toBeEnabled();
    expect(screen.queryByText(LOADING)).toBeNull();
  });

  it('lists the reference personnel without asking for a ranking while there is no window', () => {
    const spy = stubApi({});
    renderStep(newDraft(makeUser()));

    expect(person(/Ola Test/)).toHaveTextContent('H1');
    expect(person(/Iza Test/)).toBeEnabled();
    expect(screen.queryByRole('status')).toBeNull();
    expect(spy).not.toHaveBeenCalled();
  });

  it('a new window waits for its own ranking: neither the previous ranking nor the reference list is shown meanwhile', async () => {
    const answers = [deferred<RankedHostess[]>(), deferred<RankedHostess[]>()];
    const spy = stubApi({ actionPersonnel: () => answers[spy.mock.calls.length - 1]!.promise });
    renderStep(draftFromAction(makeAction({ users: [] })));
    await act(async () => answers[0]!.resolve([ranked('h2', 'Iza')]));
    expect(await screen.findByRole('button', { name: /Iza Test/ })).toBeEnabled();

    act(() => useActionWizard.getState().patch({ timeStart: '10:00' }));
    expect(await screen.findByRole('status')).toHaveTextContent(LOADING);
    expect(person(/Iza/)).toBeNull();
    expect(person(/Ola/)).toBeNull();

    await act(async () => answers[1]!.resolve([ranked('h1', 'Ola')]));
    expect(await screen.findByRole('button', { name: /Ola Test/ })).toBeEnabled();
    expect(person(/Iza/)).toBeNull();
    expect(spy.mock.calls[1]![1]).toMatchObject({ since: '2026-11-23 10:00:00' });
  });

  it('tells a clash in another territory by its hours, without naming that action', async () => {
    stubApi({
      actionPersonnel: () => [
        makeRankedHostess({
          uuid: 'h1',
          firstname: 'Ola',
          clash: {
            uuid: null,
            ident: null,
            kind: 'overlap',
            since: { date: '2026-11-23 11:00:00' },
            until: { date: '2026-11-23 15:00:00' },
          },
        }),
      ],
    });
    renderStep(draftFromAction(makeAction({ users: [] })));
    const ola = await screen.findByRole('button', { name: /Ola Test/ });
    expect(ola).toHaveTextContent('H1 · zajęta w innym terytorium 11:00–15:00 · akcje w tym tygodniu: 0');
    const overnight = makeRankedHostess({
      uuid: 'h2',
      firstname: 'Iza',
      clash: {
        uuid: null,
        ident: null,
        kind: 'travel',
        since: { date: '2026-11-23 22:00:00' },
        until: { date: '2026-11-24 02:00:00' },
      },
    });
    expect(whyText(overnight)).toContain('zajęta w innym terytorium 23.11 22:00–24.11 02:00');
  });
});
