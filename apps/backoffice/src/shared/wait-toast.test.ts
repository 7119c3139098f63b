// A 429 from any call shows the wait the server named (Retry-After) in the error toast: the
// app's one client reads it, the query cache's one error handler shows it.
import { createAppApi } from '@tourplanner/api-client/app-api';
import { clearToasts } from '@tourplanner/app-kit/toast';
import { toast as uiToast } from '@tourplanner/ui/lib/toast';
import { afterEach, describe, expect, it } from 'vitest';
import { backOfficeCalls } from './calls';
import { createQueryClient } from './query-client';

const texts = () => uiToast.getSnapshot().map((t) => t.text);

/** A fetch that answers every call 429 with the given Retry-After. */
const refusing = (retryAfter: string | null) =>
  (async () =>
    new Response(JSON.stringify({ status: { success: false }, data: { error: 'E_TOO_MANY_REQUESTS' } }), {
      status: 429,
      headers: { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) },
    })) as typeof fetch;

describe('a 429 in the back office', () => {
  afterEach(clearToasts);

  it('shows the wait of Retry-After in the toast of a failed query', async () => {
    const api = createAppApi(backOfficeCalls, { baseUrl: 'http://api.test', fetch: refusing('17') });
    const client = createQueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['session'], queryFn: () => api.call('session', {}) }),
    ).rejects.toMatchObject({ status: 429, retryAfter: 17 });
    expect(texts()).toEqual(['Zbyt wiele prób. Spróbuj ponownie za 17 s.']);
  });

  it('shows the wait in the toast of a failed mutation, and the catalogue text without one', async () => {
    const client = createQueryClient();
    const run = (retryAfter: string | null) =>
      client
        .getMutationCache()
        .build(client, {
          mutationFn: () =>
            createAppApi(backOfficeCalls, { baseUrl: 'http://api.test', fetch: refusing(retryAfter) }).call(
              'logout',
              {},
            ),
        })
        .execute(undefined)
        .catch(() => undefined);
    await run('90');
    await run(null);
    expect(texts()).toEqual([
      'Zbyt wiele prób. Spróbuj ponownie za 90 s.',
      'Zbyt wiele prób. Odczekaj chwilę i spróbuj ponownie.',
    ]);
  });
});
