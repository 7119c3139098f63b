// Before the receipt photo goes (issue #30), a too blurred or too dark photo gets 'Zdjęcie jest
// nieostre — zrób je jeszcze raz?' and nothing is sent until she sends it anyway ('Wyślij mimo to').
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { startRegistration } from '../registration';
import { useReceipt } from '../stores/receipt-store';
import { CONTEXT, fillGloForm, reachOffers, ACTION as WEBFORM_ACTION } from '../stores/test-steps';
import { WebformWizard } from './WebformWizard';

const clarity = vi.hoisted(() => ({ value: { sharpness: 500, brightness: 120 } }));
vi.mock('../../../shared/lib/photo-clarity', () => ({ measureClarity: async () => clarity.value }));

const BLURRED = { sharpness: 20, brightness: 120 };
let fake: FakeApi;

beforeEach(() => {
  fake = installFakeApi('tok');
});

describe('the warning before a blurred receipt', () => {
  it('stops a blurred receipt until she sends it anyway', async () => {
    clarity.value = BLURRED;
    startRegistration(CONTEXT);
    await reachOffers(fake);
    fillGloForm();
    renderWithProviders(<WebformWizard action={WEBFORM_ACTION} />);
    fake.answer('/lead/register', { success: true, data: { uuid: 'lead-1' }, meta: { bc: 'b1', ts: '1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj' }));
    await screen.findByText('Rejestracja zakończona pomyślnie.');
    useReceipt.getState().setImage('data:image/jpeg;base64,/9j/');
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij paragon' }));
    const warning = await screen.findByTestId('unclear-photo');
    expect(warning).toHaveTextContent('Zdjęcie jest nieostre — zrób je jeszcze raz?');
    expect(fake.to('/action/receipt/create')).toHaveLength(0);

    fake.answer('/action/receipt/create', { raw: { status: { success: true }, meta: { ts: '42' } } });
    fake.answer('/device/burn', { success: true, data: {} });
    await userEvent.click(within(warning).getByRole('button', { name: 'Wyślij mimo to' }));
    expect(await screen.findByTestId('receipt-sent')).toHaveTextContent('Paragon został wysłany.');
    expect(fake.to('/action/receipt/create')).toHaveLength(1);
  });
});
