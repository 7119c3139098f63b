// Issue #30 on the hostess's phone (390 px): the coordinator (through the API, as the back office's
// review would) asks for a new start photo with a comment; her list shows the action under 'Do
// poprawy' with the comment; 'Zrób nowe zdjęcie' takes a photo from the phone's gallery (the camera
// refused, as in failures.spec.ts) and sends it; the coordinator's list then says the action waits
// for review again. Then offline: a second retake (the end photo) is kept on the phone with the
// network cut and sent once when it returns. Checked with axe at each step.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PHOTO_FILE, pickPhoto, signIn } from './steps';
import {
  API_URL,
  acceptedActionToday,
  apiCall,
  apiLogin,
  checkStep,
  untilWorkerControls,
  warsawToday,
} from './support';

/** Her own hostess: one hostess is booked once at a time (ADR 0021), and no other journey books hst7. */
const HOSTESS = 'hst7@tourplanner.test';

// No 'camera' among the permissions: the photo comes from the file chooser.
test.use({ permissions: ['geolocation'], serviceWorkers: 'allow' });

/** A multipart upload as the webform sends it: `_input` and one photo. */
async function upload(path: string, token: string, input: unknown): Promise<void> {
  const form = new FormData();
  form.append('_input', JSON.stringify(input));
  form.append('files[]', new Blob([readFileSync(PHOTO_FILE)], { type: 'image/jpeg' }), 'p.jpg');
  const res = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { status: { success: boolean } };
  expect(body.status.success, `${path}: ${JSON.stringify(body)}`).toBe(true);
}

type Row = { uuid: string; review?: { state: string } };

test('she retakes a photo the coordinator sent back, online and then offline', async ({ page, context }) => {
  test.setTimeout(180_000);
  const action = await acceptedActionToday(HOSTESS, `E2E do poprawy ${Date.now()}`);
  const hostess = await apiLogin(HOSTESS);
  const hers = { action: { uuid: action.uuid } };
  await upload('/hostess/action/start', hostess, { ...hers, position: { lat: 52.2297, lng: 21.0122 } });
  await upload('/hostess/action/finish', hostess, {
    ...hers,
    poll: { chechboxes: ['tak', 'nie', 'tak'], text: null },
  });

  const admin = await apiLogin('admin@tourplanner.test');
  const day = warsawToday();
  const files = async () =>
    (
      await apiCall<{ files: { uuid: string; ident: 'start' | 'end' }[] }>(
        '/action/file/list',
        { action: { uuid: action.uuid }, pagination: { limit: 100, offset: 0 } },
        admin,
      )
    ).files;
  const fileOf = async (ident: 'start' | 'end') => (await files()).find((f) => f.ident === ident)!;
  /** The action's review state in the coordinator's list. */
  const reviewState = async () => {
    const { actions } = await apiCall<{ actions: Row[] }>(
      '/action/list',
      {
        actions: { since: `${day} 00:00:00`, until: `${day} 23:59:59`, ids: [action.uuid] },
        pagination: { limit: 10, offset: 0 },
      },
      admin,
    );
    return actions.find((a) => a.uuid === action.uuid)?.review?.state;
  };
  const oldStart = await fileOf('start');
  await apiCall(
    '/review/decide',
    {
      items: [
        { file: { uuid: oldStart.uuid }, decision: 'retake', comment: 'Stoisko nie mieści się w kadrze' },
        { file: { uuid: (await fileOf('end')).uuid }, decision: 'accept' },
      ],
    },
    admin,
  );
  expect(await reviewState()).toBe('fix');

  await signIn(page, HOSTESS);
  const fix = page.getByRole('region', { name: 'Do poprawy' });
  const card = fix.getByTestId('action-card').filter({ has: page.locator(`[id="action-${action.uuid}"]`) });

  await test.step("'Do poprawy' with the coordinator's comment; a new photo from the gallery", async () => {
    await expect(card.getByTestId('action-fix')).toContainText('Do poprawy');
    await expect(card.getByText('Komentarz koordynatora: Stoisko nie mieści się w kadrze')).toBeVisible();
    await expect(card.getByText('Zdjęcie startowe')).toBeVisible();
    await checkStep(page, '80-retake-asked');
    await card.getByRole('button', { name: 'Zrób nowe zdjęcie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowe zdjęcie' });
    await expect(dialog.getByText('Komentarz koordynatora: Stoisko nie mieści się w kadrze')).toBeVisible();
    await pickPhoto(page, dialog.getByRole('button', { name: 'Zrób zdjęcie' }), 'Zdjęcie startowe');
    await expect(dialog.getByRole('img', { name: 'Nowe zdjęcie' })).toBeVisible();
    await checkStep(page, '81-retake-photo');
    await dialog.getByRole('button', { name: 'Wyślij zdjęcie' }).click();
    await expect(dialog).toBeHidden();
    await expect(fix).toHaveCount(0);
  });

  // The coordinator sees it again as waiting for review (the new photo has no decision yet).
  expect(await reviewState()).toBe('pending');

  await test.step('offline: the retake waits on the phone and is sent once the network returns', async () => {
    await apiCall(
      '/review/decide',
      { items: [{ file: { uuid: (await fileOf('end')).uuid }, decision: 'retake', comment: 'Za ciemno' }] },
      admin,
    );
    await untilWorkerControls(page);
    await page.reload();
    await expect(card.getByText('Komentarz koordynatora: Za ciemno')).toBeVisible();
    await expect(card.getByText('Zdjęcie końcowe')).toBeVisible();

    await context.setOffline(true);
    await card.getByRole('button', { name: 'Zrób nowe zdjęcie' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nowe zdjęcie' });
    await pickPhoto(page, dialog.getByRole('button', { name: 'Zrób zdjęcie' }), 'Zdjęcie końcowe');
    await dialog.getByRole('button', { name: 'Wyślij zdjęcie' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('queued-photos')).toContainText('1 zdjęcie czeka na wysłanie');
    await checkStep(page, '82-retake-offline');
    // Nothing reached the server meanwhile.
    expect(await reviewState()).toBe('fix');

    await context.setOffline(false);
    await expect(page.getByTestId('queued-photos')).toBeHidden({ timeout: 30_000 });
    await expect.poll(reviewState, { timeout: 15_000 }).toBe('pending');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Do poprawy' })).toHaveCount(0);
  });
});
