// The registration renders its next step ahead, hidden (docs/decisions/0022): the step change
// reveals that very form, it is out of the accessibility tree until then, and a step reached again
// after going back is a new form, as when each step was only built on arrival.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, installFakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { startRegistration } from '../registration';
import { ACTION, CONTEXT, fillContact, reachOffers } from '../stores/test-steps';
import { WebformWizard } from './WebformWizard';

let fake: FakeApi;

beforeEach(() => {
  fake = installFakeApi('tok');
  startRegistration(CONTEXT);
  fillContact();
});

/** The codes step's form in the page, shown or not. */
const otpForm = () => document.querySelector<HTMLFormElement>('form[aria-label="Weryfikacja OTP"]');
/** The form step's form in the page, shown or not. */
const formStepForm = () => document.querySelector<HTMLFormElement>('form[aria-label="Formularz"]');
/** The ids of a form's inputs, labels and descriptions hang on: Mantine sets them as an input mounts. */
const inputIds = (form: HTMLFormElement) => [...form.querySelectorAll('input, select')].map((i) => i.id);

describe('the next step rendered ahead', () => {
  it('is in the page hidden, out of the accessibility tree, and is the form the step change shows', async () => {
    renderWithProviders(<WebformWizard action={ACTION} />);
    expect(await screen.findByRole('heading', { name: 'Dane kontaktowe' })).toBeVisible();
    await waitFor(() => expect(otpForm()).not.toBeNull());
    const ahead = otpForm();
    expect(ahead).not.toBeVisible();
    expect(screen.queryByRole('form', { name: 'Weryfikacja OTP' })).toBeNull();
    expect(screen.getAllByRole('form')).toHaveLength(1);

    fake.answer('/lead/otp', { success: true, data: {}, meta: { nextSendIn: 30 } });
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij kody' }));
    expect(await screen.findByRole('heading', { name: 'Weryfikacja OTP' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Weryfikacja OTP' })).toBe(ahead);
    expect(screen.getByRole('heading', { name: 'Weryfikacja OTP' })).toHaveFocus();
  });

  it('follows what is picked while hidden, and is shown as it is, not mounted again in the tap', async () => {
    const u = userEvent.setup();
    await reachOffers(fake);
    renderWithProviders(<WebformWizard action={ACTION} />);
    expect(await screen.findByRole('heading', { name: 'Oferty i dane' })).toBeVisible();
    await waitFor(() => expect(formStepForm()).not.toBeNull());
    const ahead = formStepForm() as HTMLFormElement;
    expect(ahead.querySelector('[data-consent="inspirationClub"]')).toBeNull();

    // InspirationClub picked on the offers step: the hidden form step asks for its consent already.
    await u.click(screen.getByRole('checkbox', { name: 'InspirationClub' }));
    await waitFor(() => expect(ahead.querySelector('[data-consent="inspirationClub"]')).not.toBeNull());
    await u.click(screen.getByRole('checkbox', { name: 'Velo' }));
    const sampling = screen.getByRole('combobox', { name: /Sampling/ }) as HTMLSelectElement;
    await u.selectOptions(sampling, (sampling.options[1] as HTMLOptionElement).value);
    const ids = inputIds(ahead);

    await u.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(await screen.findByRole('heading', { name: 'Formularz' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Formularz' })).toBe(ahead);
    expect(screen.getByRole('checkbox', { name: /programu lojalnościowego InspirationClub/ })).toBeVisible();
    // The same ids: its inputs were not set up anew (and the step rendered again) when it was shown.
    expect(inputIds(ahead)).toEqual(ids);
  });

  it('is a new form after going back: errors shown before are not carried over', async () => {
    const u = userEvent.setup();
    renderWithProviders(<WebformWizard action={ACTION} />);
    fake.answer('/lead/otp', { success: true, data: {}, meta: { nextSendIn: 30 } });
    await u.click(screen.getByRole('button', { name: 'Wyślij kody' }));
    expect(await screen.findByRole('heading', { name: 'Weryfikacja OTP' })).toBeVisible();
    // Verified without codes: both fields are marked wrong.
    await u.click(screen.getByRole('button', { name: 'Zweryfikuj' }));
    expect(screen.getByLabelText(/Kod z SMS/)).toHaveAttribute('aria-invalid', 'true');

    await u.click(screen.getByRole('button', { name: 'Wróć' }));
    expect(await screen.findByRole('heading', { name: 'Dane kontaktowe' })).toBeVisible();
    // The wait line is on the contact step only, not also in the codes step rendered ahead.
    await waitFor(() => expect(otpForm()).not.toBeNull());
    expect(screen.getAllByTestId('send-wait')).toHaveLength(1);
    // The codes are still on their way (the wait holds this e-mail and number): back to them.
    await u.click(screen.getByRole('button', { name: 'Wpisz otrzymane kody' }));
    expect(await screen.findByRole('heading', { name: 'Weryfikacja OTP' })).toBeVisible();
    expect(screen.getByLabelText(/Kod z SMS/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByTestId('send-wait')).toHaveLength(1);
  });
});
