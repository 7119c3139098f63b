// The hour inputs take what she types key by key ('12', '20'), and only on leaving a field or on
// 'Zapisz' are the hours brought into 6–22 or refused with a message: never saved as something else.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../shared/stores/session';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { DayAvailability } from './DayAvailability';

const DAY = '2026-11-25';
let fake: FakeApi;

beforeEach(() => {
  fake = installFakeApi('tok');
  useSession.setState({ status: 'signedIn', user: { uuid: 'u1', role: { uuid: 'HST' } } as never });
});

async function openEditor() {
  renderWithProviders(<DayAvailability day={DAY} slots={[]} />);
  await userEvent.click(screen.getByRole('button', { name: 'Ustaw godziny' }));
  return { from: screen.getByLabelText('Od godziny'), to: screen.getByLabelText('Do godziny') };
}

const slot = (from: string, to: string) => ({
  since: { date: `${DAY} ${from}` },
  until: { date: `${DAY} ${to}` },
});

describe('DayAvailability', () => {
  it('takes 12 and 20 typed key by key and saves 12–20', async () => {
    const { from, to } = await openEditor();
    await userEvent.clear(from);
    await userEvent.type(from, '12');
    await userEvent.clear(to);
    await userEvent.type(to, '20');
    expect(from).toHaveValue('12');
    expect(to).toHaveValue('20');
    fake.answer('/availability/save', { success: true, data: [slot('12:00:00', '20:00:00')] });
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await screen.findByRole('button', { name: 'Ustaw godziny' });
    expect(fake.to('/availability/save')[0]?.json).toEqual({
      day: DAY,
      availability: [slot('12:00:00', '20:00:00')],
    });
  });

  it('brings an hour outside 6–22 into the range when she leaves the field', async () => {
    const { from, to } = await openEditor();
    await userEvent.clear(from);
    await userEvent.type(from, '5');
    await userEvent.clear(to);
    await userEvent.type(to, '23');
    await userEvent.tab();
    expect(from).toHaveValue('6');
    expect(to).toHaveValue('22');
  });

  it('refuses an empty hour with a message and saves nothing', async () => {
    const { from } = await openEditor();
    await userEvent.clear(from);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(screen.getByText('Podaj pełną godzinę od 6 do 22.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(fake.to('/availability/save')).toHaveLength(0);
  });

  it('refuses an end before the start', async () => {
    const { from, to } = await openEditor();
    await userEvent.clear(from);
    await userEvent.type(from, '18');
    await userEvent.clear(to);
    await userEvent.type(to, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(
      screen.getByText('Godzina zakończenia musi być późniejsza niż godzina rozpoczęcia'),
    ).toBeInTheDocument();
    expect(fake.to('/availability/save')).toHaveLength(0);
  });
});
