// Shared steps of the journeys: signing in through the UI, the action wizard's walk, a points file
// imported in Lokalizacje, calling the real API directly (for the hostess's side of an action), the
// axe check, a JPEG made by the browser and the invitation code from the API's outbox.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { crashedAxeRules, seriousViolations, untilTransitionsEnd } from '@tourplanner/playwright-config/axe';
import { type OutboxMessage, readOutbox } from '@tourplanner/playwright-config/outbox';

/** What an axe run answers (axe-core's AxeResults; axe-core itself is @axe-core/playwright's dependency). */
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export const API =
  process.env.BO_E2E_API ?? `http://localhost:${3101 + Number(process.env.E2E_PORT_OFFSET ?? 0)}`;
export const PASSWORD = 'TourPlanner-demo1';
export const ACCOUNTS = {
  ADMIN: 'admin@tourplanner.test',
  ASM: 'asm@tourplanner.test',
  HSADM: 'hsadm@tourplanner.test',
  HST: 'hst1@tourplanner.test',
} as const;

export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.goto('/');
  await page.getByLabel('Adres e-mail').fill(username);
  await page.getByLabel('Hasło', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Dalej' }).click();
}

export async function signInAndWait(page: Page, username: string, password = PASSWORD) {
  await signIn(page, username, password);
  await expect(page).toHaveURL(/\/actions(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Akcje', exact: true })).toBeVisible();
  await dismissHstNotice(page);
}

/** The once-per-session notice about actions cancelled by personnel, when the list has any. */
export async function dismissHstNotice(page: Page) {
  await expect(
    page.getByTestId('action-row').first().or(page.getByText('Brak akcji w wybranym zakresie dat.')),
  ).toBeVisible();
  const notice = page.getByRole('dialog', { name: 'Akcje anulowane przez personel' });
  try {
    await notice.waitFor({ state: 'visible', timeout: 1500 });
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
  } catch {
    // No action on the list was cancelled by its hostess.
  }
}

export async function openMenuEntry(page: Page, name: string) {
  await page.getByRole('button', { name: 'Otwórz menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu główne' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** The action wizard, for a new action or an edit. */
export const actionWizard = (page: Page) => page.getByRole('dialog', { name: /Nowa akcja|Edycja akcji/ });
/** The wizard's 'Dalej' to its next step. */
export const wizardNext = (page: Page) => actionWizard(page).getByRole('button', { name: 'Dalej' }).click();

export interface WizardPlan {
  name: string;
  /** The territory's ident, chosen on the ASM's territory step. */
  territory: string;
  /** YYYY-MM-DD; today in Poland unless given. */
  date?: string;
  /** The hours as typed, e.g. '9' and '12'. */
  from: string;
  until: string;
}

/**
 * Plans an action through the wizard from 'Dodaj akcję +' up to its hours: the name, the territory,
 * the type, event and location steps as they come, the date and the hours. Answers the wizard, on
 * the hours step (its summary's 'Zapisz' and 'Dalej' to the personnel are the caller's).
 */
export async function planInWizard(page: Page, plan: WizardPlan): Promise<Locator> {
  await page.getByRole('button', { name: 'Dodaj akcję +' }).click();
  const w = actionWizard(page);
  await w.getByLabel('Nazwa akcji').fill(plan.name);
  await wizardNext(page);
  const territory = w.getByRole('button', { name: plan.territory, exact: true });
  if ((await territory.getAttribute('aria-pressed')) !== 'true') await territory.click();
  await expect(territory).toHaveAttribute('aria-pressed', 'true');
  for (let i = 0; i < 4; i++) await wizardNext(page); // type, event, location, date
  const [y, m, d] = (plan.date ?? todayPl()).split('-');
  await w.getByLabel('Dzień').fill(d!);
  await w.getByLabel('Miesiąc').fill(m!);
  await w.getByLabel('Rok').fill(y!);
  await wizardNext(page);
  await w.getByPlaceholder('8:00').fill(plan.from);
  await w.getByPlaceholder('21:00').fill(plan.until);
  await w.getByPlaceholder('21:00').blur();
  return w;
}

/** The header of the points file that Lokalizacje imports. */
const POINTS_HEADER = 'ident;nazwa;sieć;ulica;numer;miasto;kod pocztowy;terytorium;szerokość;długość';

/** Imports `rows` (one point a line, after the header) as a CSV file on Lokalizacje. */
export async function importPoints(page: Page, rows: string[]): Promise<void> {
  await page.locator('input[type=file]').setInputFiles({
    name: 'punkty.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[POINTS_HEADER, ...rows].join('\n')}\n`),
  });
}

/** Zero serious or critical axe violations on what is on screen now, and no axe rule that crashed. */
export async function expectAccessible(page: Page, what: string, within?: string) {
  // Notices move and fade while they come and go: check the page once they are gone.
  await expect(page.locator('.tp-toast')).toHaveCount(0, { timeout: 5000 });
  // Modals and drawers fade in: colours are right only once their transitions have ended.
  await untilTransitionsEnd(page);
  const started = Date.now();
  // A dialog is checked on its own: the page under it had its own check.
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  // Table rows repeat one template: the first ten stand for the rest (a page has up to 100).
  builder.exclude('tbody > tr:nth-child(n+11)');
  const result = await builder.analyze();
  if (process.env.BO_E2E_TIMINGS) console.log(`axe ${what}: ${Date.now() - started} ms`);
  judgeAxeResults(result, what);
}

/** Fails on a serious or critical violation, and on a rule that crashed inside axe (it checked nothing). */
export function judgeAxeResults(result: AxeResults, what: string) {
  expect(seriousViolations(result).map((line) => `${what}: ${line}`)).toEqual([]);
  expect(
    crashedAxeRules(result).map((line) => `${what}: ${line}`),
    `axe rules that crashed on ${what}`,
  ).toEqual([]);
}

export interface ApiSession {
  token: string;
  user: { uuid: string; territories: { uuid: string; ident: string }[] };
}

export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password = PASSWORD,
): Promise<ApiSession> {
  const res = await request.post(`${API}/auth/login`, { data: { username, password }, maxRetries: 1 });
  const body = await res.json();
  expect(body.status.success, JSON.stringify(body)).toBe(true);
  return { token: body.data.token.uuid, user: body.data.user };
}

export async function apiCall<T = unknown>(
  request: APIRequestContext,
  session: ApiSession,
  path: string,
  data: unknown,
): Promise<T> {
  const res = await request.post(`${API}${path}`, {
    data,
    headers: { Authorization: `Bearer ${session.token}` },
    // A kept-alive connection the API closed while the test worked in the page (its keep-alive is
    // 10 s) is reset on reuse before the request is read: Playwright retries only that error.
    maxRetries: 1,
  });
  const body = await res.json();
  expect(body.status?.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}

/**
 * The first event (in the list's order) that has a point, with that point: where the journeys that
 * run an action from start to finish book it. The same point every time, so two such journeys'
 * actions of one hostess can stand back to back without a travel gap (ADR 0021).
 */
export async function firstEventPoint(
  request: APIRequestContext,
  admin: ApiSession,
): Promise<{ eventUuid: string; point: { uuid: string } }> {
  const events = await apiCall<{ uuid: string }[]>(request, admin, '/event/list', {
    pagination: { page: 0, pageSize: 500 },
  });
  for (const e of events) {
    const pts = await apiCall<{ uuid: string }[]>(request, admin, '/point/list', {
      pagination: { page: 0, pageSize: 1000 },
      event: { uuid: e.uuid },
    });
    if (pts[0]) return { eventUuid: e.uuid, point: pts[0] };
  }
  throw new Error('the demo data has no event with a point');
}

export async function apiMultipart<T = unknown>(
  request: APIRequestContext,
  session: ApiSession,
  path: string,
  input: unknown,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<T> {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    _input: JSON.stringify(input),
  };
  if (files[0]) multipart['files[]'] = files[0];
  const res = await request.post(`${API}${path}`, {
    multipart,
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const body = await res.json();
  expect(body.status?.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.data as T;
}

/** A real JPEG drawn by the browser (the API decodes and re-encodes every image). */
export async function makeJpeg(page: Page, colour: string): Promise<Buffer> {
  const dataUrl = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, 320, 240);
    ctx.fillStyle = '#fff';
    ctx.font = '40px sans-serif';
    ctx.fillText('TourPlanner', 30, 130);
    return canvas.toDataURL('image/jpeg', 0.9);
  }, colour);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Today in Poland as YYYY-MM-DD. */
export function todayPl(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Warsaw' }).format(new Date());
}

/** The messages the API wrote to DATA_DIR/outbox without SMTP, newest first (whole ones only). */
export const outboxMails = (): OutboxMessage[] => readOutbox(process.env.BO_E2E_DATA_DIR ?? '').reverse();

/** The code of the invitation e-mail to `to`, from DATA_DIR/outbox (one JSON file per message). */
export async function invitationCode(to: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      for (const mail of outboxMails()) {
        const found = /Kod do ustawienia hasła: (\S+)/.exec(mail.text);
        if (mail.to === to && found) {
          code = found[1]!;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return code;
}
