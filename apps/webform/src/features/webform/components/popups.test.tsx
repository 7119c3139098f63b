// The three popups of the webform: the error modal (SPEC §8), the OTP error popup and 'Lista ofert'.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { useWebformFlow } from '../stores/flow-store';
import { useWebformPopups } from '../stores/popups-store';
import { ErrorModal } from './ErrorModal';
import { OffersPopup } from './OffersPopup';
import { OtpErrorModal } from './OtpErrorModal';

describe('webform-error-modal', () => {
  it("shows the description and 'Kod błędu' with meta.ts, and 'Wróć' closes it", async () => {
    useWebformPopups.setState({
      errorModal: { description: 'Podany my glo number nie jest poprawny', code: '20261122-101010-abc' },
    });
    renderWithProviders(<ErrorModal />);
    const dialog = screen.getByRole('dialog', { name: 'Ups! Coś poszło nie tak' });
    expect(within(dialog).getByText('Podany my glo number nie jest poprawny')).toBeVisible();
    expect(within(dialog).getByText(/Kod błędu/)).toHaveTextContent('Kod błędu: 20261122-101010-abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wróć' }));
    expect(useWebformPopups.getState().errorModal).toBeNull();
  });

  it("shows 'Spróbuj ponownie...' when there is no code (network failure)", () => {
    useWebformPopups.setState({
      errorModal: {
        description: 'Wystąpił błąd podczas wysyłania żądania. Sprawdź połączenie z internetem',
        code: null,
      },
    });
    renderWithProviders(<ErrorModal />);
    const dialog = screen.getByRole('dialog', { name: 'Ups! Coś poszło nie tak' });
    expect(within(dialog).getByText('Spróbuj ponownie...')).toBeVisible();
    expect(within(dialog).queryByText(/Kod błędu/)).toBeNull();
  });
});

describe('webform-otp-error-modal', () => {
  it.each(['Błędny kod OTP telefonu', 'Błędny kod OTP e-mail', 'Błąd weryfikacji'])(
    'shows %s with OK',
    async (text) => {
      useWebformPopups.setState({ otpError: text });
      renderWithProviders(<OtpErrorModal />);
      const dialog = screen.getByRole('dialog');
      expect(within(dialog).getByText(text)).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      expect(useWebformPopups.getState().otpError).toBeNull();
    },
  );
});

describe('Lista ofert', () => {
  it("lists 'Aktywne oferty' and 'Nieaktywne oferty' with a mark for each brand", async () => {
    useWebformPopups.setState({ offersPopupOpen: true });
    useWebformFlow.setState({ offers: { Glo: false, Vuse: true, Velo: true, Neo: false } });
    renderWithProviders(<OffersPopup />);
    const dialog = screen.getByRole('dialog', { name: 'Lista ofert' });
    expect(within(dialog).getByText('Aktywne oferty')).toBeVisible();
    expect(within(dialog).getByText('Nieaktywne oferty')).toBeVisible();
    const active = within(dialog).getByTestId('offers-active');
    const inactive = within(dialog).getByTestId('offers-inactive');
    expect(
      within(active)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Znak marki Vuse', 'Znak marki Velo']);
    expect(
      within(inactive)
        .getAllByRole('img')
        .map((i) => i.getAttribute('aria-label')),
    ).toEqual(['Znak marki Glo', 'Znak marki Neo']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(useWebformPopups.getState().offersPopupOpen).toBe(false);
  });
});
