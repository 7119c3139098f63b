// A hostess is booked once at a time (ADR 0021): planning hst1 beside her all-day action today is
// refused in the wizard with that action named, and copying an action with its hostess previews
// the clash with the original and makes no copy.
import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  type ApiSession,
  apiCall,
  apiLogin,
  planInWizard,
  signInAndWait,
  todayPl,
  wizardNext,
} from './helpers';

test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);

interface ListedAction {
  uuid: string;
  ident: string;
  name: string;
  status: { global: { ident: string } };
  territory: { uuid: string; ident: string } | null;
  since: { date: string } | null;
}
interface Person {
  uuid: string;
  firstname: string;
  lastname: string;
}

let asm: ApiSession;
let hst1: Person;
/** hst1's accepted action today, 08:00–21:00 (the demo data's). */
let allDay: ListedAction;

test.beforeAll(async ({ request }) => {
  asm = await apiLogin(request, ACCOUNTS.ASM);
  const hst = await apiLogin(request, 'hst1@tourplanner.test');
  hst1 = hst.user as unknown as Person;
  const today = todayPl();
  const list = await apiCall<{ actions: ListedAction[] }>(request, asm, '/action/list', {
    actions: { since: today, until: today, users: { uuids: [hst1.uuid] } },
    pagination: { limit: 100, offset: 0 },
  });
  allDay = list.actions.find(
    (a) => a.status.global.ident === 'accepted' && a.since?.date === `${today} 08:00:00`,
  )!;
  expect(allDay, 'the demo data gives hst1 an accepted action today from 8:00').toBeTruthy();
});

test('the wizard refuses to plan a hostess beside her other action, naming it', async ({ page }) => {
  await signInAndWait(page, ACCOUNTS.ASM);
  const w = await planInWizard(page, {
    name: `E2E Podwójna ${stamp}`,
    territory: allDay.territory!.ident,
    from: '10',
    until: '12',
  });
  await wizardNext(page);
  // The personnel step says why she is not a good choice before she is chosen.
  const her = w.getByRole('button', { name: new RegExp(`${hst1.firstname} ${hst1.lastname}`) }).first();
  await expect(her).toContainText(`koliduje z ${allDay.ident}`);
  await her.click();
  await w.getByTestId('wizard-summary').getByRole('button', { name: 'Zapisz' }).click();
  const refusal = w.getByTestId('booking-refusal');
  await expect(refusal).toContainText('Hostessa ma w tym czasie inną akcję');
  await expect(refusal).toContainText(`${hst1.firstname} ${hst1.lastname} koliduje z ${allDay.ident}`);
  await expect(page.getByText('Dodano nową akcję')).toHaveCount(0);
});

test('copying an action with its hostess previews the clash with the original and makes no copy', async ({
  page,
  request,
}) => {
  const today = todayPl();
  const name = `E2E Kopia kolizja ${stamp}`;
  // hst1 before her all-day action (an hour to get there; other journeys take her evening), past
  // her declared hours, so with a reason.
  const original = await apiCall<ListedAction>(request, asm, '/action/create', {
    action: {
      name,
      type: { ident: 'Standard' },
      territory: { uuid: allDay.territory!.uuid },
      since: { date: `${today} 06:00:00` },
      until: { date: `${today} 07:00:00` },
      actionPoints: [],
      users: [{ uuid: hst1.uuid }],
      availabilityOverride: 'Akcja próbna po godzinach',
    },
  });
  await signInAndWait(page, ACCOUNTS.ASM);
  // Her actions only (the list's deep link), wherever the new one falls among the week's rows.
  await page.goto(
    `/actions?person=${hst1.uuid}&personName=${encodeURIComponent(`${hst1.firstname} ${hst1.lastname}`)}`,
  );
  const rows = page.getByTestId('action-row').filter({ hasText: name });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Poza dostępnością: Akcja próbna po godzinach');
  await rows.getByRole('button', { name: 'Powiel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Powiel akcję' });
  await dialog.getByLabel('Liczba kopii').fill('2');
  await dialog.getByRole('button', { name: 'Powiel' }).click();
  const preview = dialog.getByTestId('copy-preview');
  await expect(preview).toContainText(
    `Kopia 1: ${hst1.firstname} ${hst1.lastname} koliduje z ${original.ident}.`,
  );
  await expect(preview).toContainText('Kopia 2:');
  await expect(preview).toContainText('Żadna kopia nie zostanie utworzona.');
  await expect(dialog.getByRole('button', { name: 'Powiel' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Pomiń kolidujące' }).check();
  await expect(dialog.getByRole('button', { name: 'Powiel' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByText(/Skopiowano akcję/)).toHaveCount(0);
  await expect(rows).toHaveCount(1);
  // Without her the copy books nobody and is made.
  await rows.getByRole('button', { name: 'Powiel' }).click();
  await dialog.getByRole('checkbox', { name: 'Personel' }).uncheck();
  await dialog.getByRole('button', { name: 'Powiel' }).click();
  await expect(page.getByText('Kopiowanie ukończone!')).toBeVisible();
});
