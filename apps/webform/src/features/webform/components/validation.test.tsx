// Every webform rule of SPEC §5 shown on screen with its exact Polish message.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkAction } from '../../../shared/work-actions/work-action';
import { renderWithProviders } from '../../../test/render';
import { startRegistration } from '../registration';
import { useWebformFlow } from '../stores/flow-store';
import { useFormData } from '../stores/form-data-store';
import { ContactStep } from './ContactStep';
import { FormStep } from './FormStep';
import { OffersStep } from './OffersStep';
import { OtpStep } from './OtpStep';

const ACTION: WorkAction = {
  uuid: 'a1',
  ident: 'AKC-001',
  name: 'Akcja testowa',
  status: 'started',
  eventName: 'Event',
  eventIdent: 'EV-1',
  date: '2026-11-22',
  timeStart: '10:00',
  timeEnd: '18:00',
  point: { uuid: 'p1', ident: 'PT-1', name: 'Sklep', address: null, lat: null, lng: null },
  startDistance: null,
  outOfBounds: null,
  checkinRadiusM: 200,
};

beforeEach(() => {
  startRegistration({
    actionUuid: 'a1',
    tourPlan: 'AKC-001',
    pointIdent: 'PT-1',
    eventIdent: 'EV-1',
    hostessCode: 'HST001',
    formHost: 'localhost',
  });
});

const user = () => userEvent.setup();

/** The elements scrolled into view (jsdom has no scrolling of its own). */
let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  // jsdom has none; the stub must not outlive the test.
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('step 0: contact', () => {
  it('offers exactly the nine phone prefixes', () => {
    renderWithProviders(<ContactStep />);
    const select = screen.getByLabelText('Prefiks');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['+48', '+380', '+44', '+49', '+420', '+370', '+371', '+372', '+421']);
  });

  it('shows the e-mail and phone messages', async () => {
    const u = user();
    renderWithProviders(<ContactStep />);
    await u.type(screen.getByLabelText(/Adres e-mail/), 'jan@');
    await u.type(screen.getByLabelText(/Numer telefonu/), '60a1');
    await u.click(screen.getByRole('button', { name: 'Wyślij kody' }));
    expect(screen.getByText('Podany adres e-mail jest nieprawidłowy.')).toBeVisible();
    expect(screen.getByText('Numer telefonu musi zawierać tylko cyfry.')).toBeVisible();

    await u.clear(screen.getByLabelText(/Numer telefonu/));
    await u.type(screen.getByLabelText(/Numer telefonu/), '601');
    expect(screen.getByText('Numer telefonu jest za krótki.')).toBeVisible();

    await u.clear(screen.getByLabelText(/Numer telefonu/));
    await u.type(screen.getByLabelText(/Numer telefonu/), '6011112223334445');
    expect(screen.getByText('Numer telefonu jest za długi.')).toBeVisible();
  });

  it('requires a prefix from the list', async () => {
    useFormData
      .getState()
      .update({ emailAddress: 'jan@example.com', mobileNumber: '600100200', numberPrefix: '+1' });
    const u = user();
    renderWithProviders(<ContactStep />);
    await u.click(screen.getByRole('button', { name: 'Wyślij kody' }));
    expect(screen.getByText('To pole jest wymagane.')).toBeVisible();
  });
});

describe('step 1: OTP', () => {
  it('wants both codes of exactly 5 characters', async () => {
    useWebformFlow.setState({ step: 1 });
    const u = user();
    renderWithProviders(<OtpStep />);
    await u.type(screen.getByLabelText(/Kod z wiadomości e-mail/), 'AB12');
    await u.type(screen.getByLabelText(/Kod z SMS/), 'AB1234');
    await u.click(screen.getByRole('button', { name: 'Zweryfikuj' }));
    expect(screen.getAllByText('Kod powinien składać się z 5 znaków.')).toHaveLength(2);
  });
});

describe('step 2: offers', () => {
  beforeEach(() => {
    useWebformFlow.setState({
      step: 2,
      verified: true,
      offers: { Glo: true, Vuse: true, Velo: true, Neo: true },
    });
  });

  const check = async (u: ReturnType<typeof user>, name: string) =>
    u.click(screen.getByRole('checkbox', { name }));
  const next = async (u: ReturnType<typeof user>) => u.click(screen.getByRole('button', { name: 'Dalej' }));

  it('wants at least one offer', async () => {
    const u = user();
    renderWithProviders(<OffersStep />);
    await next(u);
    expect(screen.getByTestId('offers-error')).toHaveTextContent('Wybierz co najmniej jedną ofertę.');
  });

  it('refuses InspirationClub alone', async () => {
    const u = user();
    renderWithProviders(<OffersStep />);
    await check(u, 'InspirationClub');
    await next(u);
    expect(screen.getByTestId('offers-error')).toHaveTextContent(
      'Zaznaczono tylko InspirationClub, wybierz dodatkową ofertę',
    );
  });

  it('refuses Glo with Vuse', async () => {
    const u = user();
    renderWithProviders(<OffersStep />);
    await check(u, 'Glo');
    await check(u, 'Vuse');
    await check(u, 'Velo');
    await next(u);
    const error = screen.getByTestId('offers-error');
    expect(error).toHaveTextContent('Nie można łączyć oferty Glo i Vuse razem');
    // Above the list, off screen after 'Dalej': scrolled into view and focused.
    await vi.waitFor(() => expect(error).toHaveFocus());
    expect(scrolled).toEqual([error]);
  });

  it('wants Velo with Vuse', async () => {
    const u = user();
    renderWithProviders(<OffersStep />);
    await check(u, 'Vuse');
    await next(u);
    expect(screen.getByTestId('offers-error')).toHaveTextContent(
      'Przy wybraniu oferty Vuse, oferta Velo jest wymagana',
    );
  });

  it('lets Neo join only InspirationClub', async () => {
    const u = user();
    renderWithProviders(<OffersStep />);
    await check(u, 'Neo');
    await check(u, 'Velo');
    await next(u);
    expect(screen.getByTestId('offers-error')).toHaveTextContent(
      'Oferta Neo może jedynie łączyć się z ofertą InspirationClub',
    );
  });

  it("requires each chosen offer's fields", async () => {
    const u = user();
    renderWithProviders(<OffersStep />);
    await check(u, 'Glo');
    await next(u);
    const glo = screen.getByRole('checkbox', { name: 'Glo' }).closest('[data-offer]') as HTMLElement;
    // model, colour, asset source and the my glo number
    expect(within(glo).getAllByText('To pole jest wymagane.')).toHaveLength(4);
    await check(u, 'Glo');
    await check(u, 'Velo');
    await check(u, 'Vuse');
    await next(u);
    const vuse = screen.getByRole('checkbox', { name: 'Vuse' }).closest('[data-offer]') as HTMLElement;
    expect(within(vuse).getAllByText('To pole jest wymagane.')).toHaveLength(3);
    const velo = screen.getByRole('checkbox', { name: 'Velo' }).closest('[data-offer]') as HTMLElement;
    expect(within(velo).getByText('To pole jest wymagane.')).toBeVisible();
  });

  it('disables the offers the consumer may not take', () => {
    useWebformFlow.setState({ offers: { Glo: false, Vuse: true, Velo: true, Neo: false } });
    renderWithProviders(<OffersStep />);
    expect(screen.getByRole('checkbox', { name: 'Glo' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Glo HUTD' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Neo' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Vuse' })).toBeEnabled();
  });

  it('shows Vuse as unavailable, and why, when the Velo it requires is inactive', () => {
    useWebformFlow.setState({ offers: { Glo: true, Vuse: true, Velo: false, Neo: true } });
    renderWithProviders(<OffersStep />);
    expect(screen.getByRole('checkbox', { name: 'Velo' })).toBeDisabled();
    const vuse = screen.getByRole('checkbox', { name: 'Vuse' });
    expect(vuse).toBeDisabled();
    expect(vuse).toHaveAccessibleDescription(
      'Nieaktywna — Oferta Vuse wymaga oferty Velo, która jest niedostępna dla tego konsumenta',
    );
  });

  it("says 'Konto podanego użytkownika nie istnieje' for a new consumer", () => {
    useWebformFlow.setState({ newUser: true });
    renderWithProviders(<OffersStep />);
    expect(screen.getByText('Konto podanego użytkownika nie istnieje')).toBeVisible();
  });
});

describe('step 3: form', () => {
  beforeEach(() => {
    useWebformFlow.setState({ step: 3, verified: true, areOffersChosen: true });
  });
  const register = async (u: ReturnType<typeof user>) =>
    u.click(screen.getByRole('button', { name: 'Zarejestruj' }));

  it('fills the hostess code, tour plan and register location from the hostess and the action', () => {
    renderWithProviders(<FormStep action={ACTION} />);
    expect(screen.getByLabelText(/Kod HST/)).toHaveValue('HST001');
    expect(screen.getByLabelText(/Numer akcji/)).toHaveValue('AKC-001');
    expect(screen.getByLabelText(/Miejsce rejestracji/)).toHaveValue('PT-1_Sklep');
  });

  it('shows the required-field messages', async () => {
    useFormData.getState().update({ hostessCode: '', tourPlan: '', registerLocation: '' });
    const u = user();
    renderWithProviders(<FormStep action={ACTION} />);
    await register(u);
    expect(screen.getByText('Niepoprawny kod HST.')).toBeVisible();
    expect(screen.getByText('Niepoprawny numer akcji.')).toBeVisible();
    expect(screen.getByText('Podaj imię konsumenta.')).toBeVisible();
    expect(screen.getByText('Podaj nazwisko konsumenta.')).toBeVisible();
    // register location and category
    expect(screen.getAllByText('To pole jest wymagane.')).toHaveLength(2);
    // ageVerified, personalDataRegistrationAuthorisation, newsletterCommercialAuthorization
    expect(screen.getAllByText('Zgoda wymagana.')).toHaveLength(3);
  });

  it('shows the too-short, birth date and postal code messages', async () => {
    const u = user();
    renderWithProviders(<FormStep action={ACTION} />);
    await u.type(screen.getByLabelText(/Imię/), 'A');
    await u.type(screen.getByLabelText(/Nazwisko/), ' B ');
    await u.type(screen.getByLabelText(/Data urodzenia/), '19901340');
    await u.type(screen.getByLabelText(/Kod pocztowy/), '0012');
    await register(u);
    expect(screen.getByText('Imię konsumenta jest za krótkie.')).toBeVisible();
    expect(screen.getByText('Nazwisko konsumenta jest za krótkie.')).toBeVisible();
    expect(screen.getByText('Podaj datę urodzenia.')).toBeVisible();
    expect(screen.getByText('Kod pocztowy powinien składać się z 5 cyfr.')).toBeVisible();

    const birth = screen.getByLabelText(/Data urodzenia/);
    await u.clear(birth);
    const year = new Date().getFullYear() - 17;
    await u.type(birth, `${year}0101`);
    expect(screen.getByText('Konsument nie ma 18 lat. Sprawdź poprawność daty.')).toBeVisible();
  });

  it('wants the InspirationClub consent when that offer is chosen', async () => {
    useFormData.getState().update({
      selectedOffers: { Velo: { sampling: 'VELO-PM-4MG' }, InspirationClub: {} },
      consents: {
        ageVerified: true,
        personalDataRegistrationAuthorisation: true,
        newsletterCommercialAuthorization: true,
        inspirationClub: false,
      },
    });
    const u = user();
    renderWithProviders(<FormStep action={ACTION} />);
    await register(u);
    const consent = document
      .querySelector('[data-consent="inspirationClub"]')
      ?.closest('.mantine-Checkbox-root');
    expect(consent).toHaveTextContent('Zgoda wymagana.');
    expect(screen.getAllByText('Zgoda wymagana.')).toHaveLength(1);
  });

  it('scrolls a missing consent into view and focuses it when everything else is right', async () => {
    useFormData.getState().update({
      selectedOffers: { Velo: { sampling: 'VELO-PM-4MG' }, InspirationClub: {} },
      firstName: 'Anna',
      lastName: 'Nowak',
      birthDate: '1990-05-01',
      category: 'IQOS',
      consents: {
        ageVerified: true,
        personalDataRegistrationAuthorisation: true,
        newsletterCommercialAuthorization: false,
        inspirationClub: true,
      },
    });
    const u = user();
    renderWithProviders(<FormStep action={ACTION} />);
    await register(u);
    const consent = screen.getByRole('checkbox', { name: /na otrzymywanie informacji handlowych/ });
    await vi.waitFor(() => expect(consent).toHaveFocus());
    expect(scrolled).toEqual([consent]);
  });

  it("wants all three marketing consents for a Glo_HUTD asset source marked 'zg. Markt.'", async () => {
    useFormData.getState().update({
      selectedOffers: { Glo_HUTD: { model: 'Hyper X2', color: 'Black White', assetSource: 'GLOPROPAC3' } },
      consents: {
        ageVerified: true,
        personalDataRegistrationAuthorisation: true,
        newsletterCommercialAuthorization: true,
        mobileOptIn: true,
      },
    });
    const u = user();
    renderWithProviders(<FormStep action={ACTION} />);
    await register(u);
    // socialMediaOptIn and hypercareOptIn
    expect(screen.getAllByText('Zgoda wymagana.')).toHaveLength(2);
  });
});
