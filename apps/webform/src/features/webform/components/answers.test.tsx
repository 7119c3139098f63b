// The answers of the original API (SPEC §7, §8) that our server never sends, as the hostess meets
// them on screen: a registration without meta.bc is a success, a receipt answer with only
// status.success and meta.ts is a success, and ASSET:CREATION_ERROR in targetErrorTrace gets the
// device text (with no code to show).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { startRegistration } from '../registration';
import { useReceipt } from '../stores/receipt-store';
import { ACTION, CONTEXT, fillGloForm, reachOffers } from '../stores/test-steps';
import { WebformWizard } from './WebformWizard';

let fake: FakeApi;

/** At step 3 with a Glo registration typed in, then 'Zarejestruj'. */
async function register(answer: Parameters<FakeApi['answer']>[1]) {
  startRegistration(CONTEXT);
  await reachOffers(fake);
  fillGloForm();
  renderWithProviders(<WebformWizard action={ACTION} />);
  fake.answer('/lead/register', answer);
  await userEvent.click(screen.getByRole('button', { name: 'Zarejestruj' }));
}

beforeEach(() => {
  fake = installFakeApi('tok');
});

describe('answers of the original API', () => {
  it('a registration answer without meta.bc is a success; the receipt then carries fake_beacon', async () => {
    await register({ raw: { status: { success: true }, data: { uuid: 'lead-1' }, meta: { ts: '41' } } });
    expect(await screen.findByText('Rejestracja zakończona pomyślnie.')).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Ups! Coś poszło nie tak' })).toBeNull();
    expect(useReceipt.getState().registration?.beacon).toBeNull();
  });

  it('a registration answer without any meta is a success', async () => {
    await register({ raw: { status: { success: true }, data: { uuid: 'lead-2' } } });
    expect(await screen.findByText('Rejestracja zakończona pomyślnie.')).toBeVisible();
  });

  it('a receipt answer with status.success and meta.ts but no receipt object is a success', async () => {
    await register({ success: true, data: { uuid: 'lead-1' }, meta: { bc: 'b1', ts: '1' } });
    await screen.findByText('Rejestracja zakończona pomyślnie.');
    useReceipt.getState().setImage('data:image/jpeg;base64,/9j/');
    fake.answer('/action/receipt/create', { raw: { status: { success: true }, meta: { ts: '42' } } });
    fake.answer('/device/burn', { success: true, data: {} });
    await userEvent.click(await screen.findByRole('button', { name: 'Wyślij paragon' }));
    expect(await screen.findByTestId('receipt-sent')).toHaveTextContent('Paragon został wysłany.');
    expect(screen.queryByText('Wystąpił błąd podczas wysyłania paragonu')).toBeNull();
    expect(fake.to('/action/receipt/create')[0]?.input).toEqual({
      action: { uuid: CONTEXT.actionUuid },
      device: { serial: 'GLO-0001', beacon: 'b1' },
    });
  });

  it('ASSET:CREATION_ERROR in targetErrorTrace.targetErrorCode gets the device text and no code', async () => {
    await register({
      raw: {
        status: { success: false },
        data: {
          error: 'error_registration_failed',
          targetErrorTrace: { targetErrorCode: 'ASSET:CREATION_ERROR' },
        },
        meta: { ts: '43' },
      },
    });
    const modal = await screen.findByTestId('webform-error-modal');
    expect(
      within(modal).getByText('To urządzenie zostało już zarejestrowane. Sprawdź numer urządzenia.'),
    ).toBeVisible();
    expect(within(modal).getByText('Spróbuj ponownie...')).toBeVisible();
    expect(within(modal).queryByText(/Kod błędu/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Formularz' })).toBeVisible();
  });

  it('the same without data.error at all', async () => {
    await register({
      raw: {
        status: { success: false },
        data: { targetErrorTrace: { targetErrorCode: 'ASSET:CREATION_ERROR' } },
      },
    });
    const modal = await screen.findByTestId('webform-error-modal');
    expect(
      within(modal).getByText('To urządzenie zostało już zarejestrowane. Sprawdź numer urządzenia.'),
    ).toBeVisible();
  });
});
