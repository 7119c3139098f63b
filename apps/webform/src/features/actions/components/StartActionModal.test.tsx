// Starting far from the action's point (beyond the server's check-in radius, 200 m by default) is
// said before the start is recorded: the distance, the way to locate again, and a button that says
// she starts anyway; near the point the dialog is as before.
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Position } from '../../../shared/lib/geo';
import type { WorkAction } from '../../../shared/work-actions/work-action';
import { installFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { StartActionModal } from './StartActionModal';

const here = vi.hoisted(() => ({ position: { lat: 52.2297, lng: 21.0122, accuracy: 10 } as Position }));
vi.mock('../../../shared/lib/geo', () => ({ currentPosition: async () => here.position }));

/** A point in Warsaw's centre. */
const ACTION: WorkAction = {
  uuid: 'a1',
  ident: 'AKC-1',
  name: 'Degustacja',
  status: 'accepted',
  eventName: 'Event',
  eventIdent: 'EV-1',
  date: '2026-11-23',
  timeStart: '08:00',
  timeEnd: '21:00',
  point: { uuid: 'p1', ident: 'PT-1', name: 'Sklep', address: null, lat: 52.2297, lng: 21.0122 },
  startDistance: null,
  outOfBounds: null,
  checkinRadiusM: 200,
};

function renderStart(action: WorkAction = ACTION) {
  renderWithProviders(<StartActionModal action={action} opened onClose={vi.fn()} onClosed={vi.fn()} />);
  return screen.getByRole('dialog', { name: 'Rozpoczęcie akcji' });
}

beforeEach(() => {
  installFakeApi('tok');
});

describe('starting an action far from its point', () => {
  it('says how far before the start is recorded, and the button says she starts anyway', async () => {
    // About 5 km away (0.045° of latitude).
    here.position = { lat: 52.2747, lng: 21.0122, accuracy: 10 };
    const dialog = renderStart();
    const warning = await within(dialog).findByTestId('start-far');
    expect(warning).toHaveTextContent('Jesteś poza lokalizacją akcji');
    expect(warning).toHaveTextContent(
      /Jesteś 50\d\d m od lokalizacji akcji\. Start zostanie zapisany z tą odległością i koordynator ją zobaczy\./,
    );
    expect(within(warning).getByRole('button', { name: 'Ustal lokalizację ponownie' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Rozpocznij mimo to' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Rozpocznij akcję' })).toBeNull();
  });

  it('says nothing within 200 m', async () => {
    here.position = { lat: 52.2306, lng: 21.0122, accuracy: 10 };
    const dialog = renderStart();
    expect(await within(dialog).findByTestId('start-distance')).toHaveTextContent('100 m');
    expect(within(dialog).queryByTestId('start-far')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Rozpocznij akcję' })).toBeVisible();
  });

  it("warns by the server's radius, not the default", async () => {
    here.position = { lat: 52.2306, lng: 21.0122, accuracy: 10 };
    const dialog = renderStart({ ...ACTION, checkinRadiusM: 50 });
    expect(await within(dialog).findByTestId('start-far')).toHaveTextContent(
      'Jesteś 100 m od lokalizacji akcji.',
    );
    expect(within(dialog).getByRole('button', { name: 'Rozpocznij mimo to' })).toBeVisible();
  });
});
