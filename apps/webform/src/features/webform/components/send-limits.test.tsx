// Honest limits on the codes (issue #14): after a send the screen counts down to the next allowed
// send (meta.nextSendAt or meta.nextSendIn from our API; 30 s when the answer says nothing, as the
// original API's); another e-mail or number is not held by the wait; a resend says it was sent; a
// long lock (the hourly cap) says how long, in minutes.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { startRegistration } from '../registration';
import { useFormData } from '../stores/form-data-store';
import { ACTION, CONTEXT, fillContact } from '../stores/test-steps';
import { WebformWizard } from './WebformWizard';

let fake: FakeApi;
const T0 = Date.parse('2026-11-23T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(T0);
  fake = installFakeApi('tok');
  startRegistration(CONTEXT);
  fillContact();
});

afterEach(() => {
  vi.useRealTimers();
});

const waitText = () => screen.queryByTestId('send-wait')?.textContent ?? null;
const resend = () => screen.getByRole('button', { name: 'Wyślij kody ponownie' });

async function sendCodes(answer: Parameters<FakeApi['answer']>[1]) {
  renderWithProviders(<WebformWizard action={ACTION} />);
  fake.answer('/lead/otp', answer);
  await userEvent.click(screen.getByRole('button', { name: 'Wyślij kody' }));
}

describe('the wait before the codes may be sent again', () => {
  it('counts down from meta.nextSendIn and lets the resend go when it ends', async () => {
    await sendCodes({ success: true, data: {}, meta: { nextSendIn: 45 } });
    expect(await screen.findByRole('heading', { name: 'Weryfikacja OTP' })).toBeVisible();
    expect(waitText()).toBe('Ponowne wysłanie kodów możliwe za 0:45.');
    expect(resend()).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(5_000);
    });
    expect(waitText()).toBe('Ponowne wysłanie kodów możliwe za 0:40.');
    await act(async () => {
      vi.advanceTimersByTime(40_000);
    });
    expect(waitText()).toBeNull();
    expect(resend()).toBeEnabled();
  });

  it('reads meta.nextSendAt', async () => {
    await sendCodes({ success: true, data: {}, meta: { nextSendAt: new Date(T0 + 20_000).toISOString() } });
    expect(await screen.findByTestId('send-wait')).toHaveTextContent('0:20');
  });

  it('assumes the 30 s cooldown when the answer says nothing (the original API)', async () => {
    await sendCodes({ raw: { status: { success: true }, data: {} } });
    expect(await screen.findByTestId('send-wait')).toHaveTextContent(
      'Ponowne wysłanie kodów możliwe za 0:30.',
    );
  });

  it('does not hold a corrected number or e-mail: that is a new target', async () => {
    await sendCodes({ success: true, data: {}, meta: { nextSendIn: 30 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Wróć' }));
    expect(screen.getByRole('button', { name: 'Wyślij kody' })).toBeDisabled();
    expect(waitText()).toBe('Ponowne wysłanie kodów możliwe za 0:30.');
    // The way back to the codes already sent stays open.
    expect(screen.getByRole('button', { name: 'Wpisz otrzymane kody' })).toBeEnabled();

    const number = screen.getByLabelText(/Numer telefonu/);
    await userEvent.clear(number);
    await userEvent.type(number, '600100201');
    expect(waitText()).toBeNull();
    expect(screen.getByRole('button', { name: 'Wyślij kody' })).toBeEnabled();
    fake.answer('/lead/otp', { success: true, data: {}, meta: { nextSendIn: 30 } });
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kody' }));
    expect(await screen.findByRole('heading', { name: 'Weryfikacja OTP' })).toBeVisible();
    expect(fake.to('/lead/otp')).toHaveLength(2);
    expect(fake.to('/lead/otp')[1]?.json).toMatchObject({ lead: { mobileNumber: '+48600100201' } });
  });

  it("says that 'Wyślij kody ponownie' sent new codes", async () => {
    await sendCodes({ success: true, data: {}, meta: { nextSendIn: 30 } });
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    expect(screen.queryByTestId('codes-resent')).toBeNull();
    fake.answer('/lead/otp', { success: true, data: {}, meta: { nextSendIn: 30 } });
    await userEvent.click(resend());
    expect(await screen.findByTestId('codes-resent')).toHaveTextContent(
      /^Wysłano nowe kody o \d\d:\d\d\. Poprzednie kody przestały działać\.$/,
    );
    expect(waitText()).toBe('Ponowne wysłanie kodów możliwe za 0:30.');
    expect(useFormData.getState().data.otp).toBe('');
  });

  it('says how long a long lock lasts, in minutes, without an error modal', async () => {
    await sendCodes({
      success: false,
      status: 429,
      error: 'E_TOO_MANY_REQUESTS',
      meta: { nextSendIn: 2700, nextSendAt: new Date(T0 + 2_700_000).toISOString() },
    });
    expect(await screen.findByTestId('send-wait')).toHaveTextContent(
      'Wyczerpano limit wysyłek kodów dla tego konsumenta. Kolejna wysyłka możliwa za 45 min.',
    );
    expect(screen.getByRole('button', { name: 'Wyślij kody' })).toBeDisabled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a cooldown refusal without a time (no meta) waits the 30 s', async () => {
    await sendCodes({ success: false, status: 429, error: 'error_otp_cooldown' });
    expect(await screen.findByTestId('send-wait')).toHaveTextContent('0:30');
  });

  it('a refusal that says no time shows the error modal and locks nothing', async () => {
    await sendCodes({ success: false, status: 500, error: 'E_INTERNAL' });
    expect(await screen.findByRole('dialog', { name: 'Ups! Coś poszło nie tak' })).toBeVisible();
    expect(waitText()).toBeNull();
  });
});
