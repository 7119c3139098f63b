// How long the registration's step changes take on a phone-class CPU (Chromium's CPU throttle,
// WEBFORM_PERF_THROTTLE, default 4×) at 360 × 740: from the tap, or from the end of the step's
// own API call when it has one (the OTP send, the verification, the registration; the call itself
// is excluded), to the next step's heading painted. Prints medians of WEBFORM_PERF_RUNS
// registrations (default 3); a measurement, not a timed test.
import { expect, type Page, test } from '@playwright/test';
import { loadAverage } from '@tourplanner/playwright-config/load';
import { enterCodes, fillForm, newConsumer, offerCard, signIn, startAction } from '../e2e/steps';
import { acceptedActionToday } from '../e2e/support';

const RUNS = Number(process.env.WEBFORM_PERF_RUNS ?? 3);
const THROTTLE = Number(process.env.WEBFORM_PERF_THROTTLE ?? 4);
const HOSTESS = process.env.WEBFORM_PERF_HOSTESS ?? 'hst11@tourplanner.test';
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Taps `button` and answers the milliseconds from the tap (or from the last API answer that came
 * after it) until a heading named `heading` is on screen and painted.
 */
async function stepChange(page: Page, tap: () => Promise<void>, heading: string): Promise<number> {
  await page.evaluate((name) => {
    const w = window as unknown as { __step: Promise<number>; __tap: number };
    w.__tap = 0;
    document.addEventListener('click', () => (w.__tap ||= performance.now()), { capture: true, once: true });
    w.__step = new Promise((resolve) => {
      // Shown, not only there: the step after the current one is rendered ahead, out of sight
      // (visibility: hidden), and its heading is in the document before the tap.
      const seen = () =>
        [...document.querySelectorAll('h1, h2, h3')].some(
          (h) => h.textContent?.trim() === name && h.checkVisibility({ visibilityProperty: true }),
        );
      const observer = new MutationObserver(() => {
        if (!seen()) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
      });
      // Attributes too: a step rendered ahead is shown by a change of its wrapper's style.
      observer.observe(document.body, {
        childList: true,
        subtree: true,
        characterData: true,
        attributes: true,
      });
    });
  }, heading);
  await tap();
  return page.evaluate(async () => {
    const w = window as unknown as { __step: Promise<number>; __tap: number };
    const painted = await w.__step;
    const answers = performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime >= w.__tap && e.name.includes('/'))
      .map((e) => (e as PerformanceResourceTiming).responseEnd)
      .filter((end) => end <= painted);
    return painted - Math.max(w.__tap, ...answers);
  });
}

test('registration step changes under a throttled CPU', async ({ page }) => {
  const loadAtStart = loadAverage();
  const action = await acceptedActionToday(HOSTESS, `Pomiar kroków ${Date.now()}`);
  await signIn(page, HOSTESS);
  const card = page.getByTestId('action-card').filter({ has: page.locator(`[id="action-${action.uuid}"]`) });
  await startAction(page, card);

  const cdp = await page.context().newCDPSession(page);
  const times: Record<string, number[]> = {};
  const note = (key: string, ms: number) => {
    times[key] ??= [];
    times[key].push(Math.round(ms));
  };
  await card.getByRole('link', { name: 'Zarejestruj konsumenta' }).click();
  for (let run = 0; run < RUNS; run++) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const consumer = newConsumer();
    await expect(page.getByRole('heading', { name: 'Dane kontaktowe' })).toBeVisible();
    await page.getByLabel(/Adres e-mail/).fill(consumer.email);
    await page.getByLabel('Prefiks').selectOption(consumer.prefix);
    await page.getByLabel(/Numer telefonu/).fill(consumer.number);
    const before = new Set<string>();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    note(
      'contact → OTP (after the send call)',
      await stepChange(
        page,
        () => page.getByRole('button', { name: 'Wyślij kody' }).click(),
        'Weryfikacja OTP',
      ),
    );
    await enterCodes(page, consumer, before);
    note(
      'OTP → offers (after the verification call)',
      await stepChange(page, () => page.getByRole('button', { name: 'Zweryfikuj' }).click(), 'Oferty i dane'),
    );
    await offerCard(page, 'Velo').getByRole('checkbox', { name: 'Velo' }).check();
    await offerCard(page, 'Velo')
      .getByLabel(/Sampling/)
      .selectOption({ index: 1 });
    note(
      'offers → form',
      await stepChange(page, () => page.getByRole('button', { name: 'Dalej' }).click(), 'Formularz'),
    );
    await fillForm(page);
    note(
      'form → done (after the registration call)',
      await stepChange(page, () => page.getByRole('button', { name: 'Zarejestruj' }).click(), 'Gotowe'),
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The next consumer, without this one's receipt.
    await page.getByRole('button', { name: 'Nowa rejestracja' }).first().click();
    await page
      .getByRole('dialog', { name: 'Paragon nie został wysłany' })
      .getByRole('button', { name: 'Pomiń paragon' })
      .click();
  }
  console.log(`registration step changes at ${THROTTLE}× CPU throttle, ${RUNS} runs, medians (ms):`);
  for (const [key, values] of Object.entries(times))
    console.log(`  ${key}: ${median(values)} (${values.join(', ')})`);
  console.log(`  load average at the start ${loadAtStart}, at the end ${loadAverage()}`);
});
