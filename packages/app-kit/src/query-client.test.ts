import { describe, expect, it } from 'vitest';
import { appQueryClient, createAppQueryClient } from './query-client';
import { resetAll } from './resettable';

const refused = () => Promise.reject(new Error('refused'));

describe('the app query client', () => {
  it('hands every failed query and mutation to the one error notice, once, without retrying', async () => {
    const seen: unknown[] = [];
    let calls = 0;
    const client = createAppQueryClient({ onError: (error) => seen.push(error) });
    await client
      .fetchQuery({
        queryKey: ['list'],
        queryFn: () => {
          calls += 1;
          return refused();
        },
      })
      .catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: refused })
      .execute(undefined)
      .catch(() => undefined);
    expect(calls).toBe(1);
    expect(seen).toHaveLength(2);
  });

  it('keeps quiet about a quiet query and a mutation whose screen shows its refusal', async () => {
    const seen: unknown[] = [];
    const client = createAppQueryClient({ onError: (error) => seen.push(error) });
    await client
      .fetchQuery({ queryKey: ['early'], queryFn: refused, meta: { quiet: true } })
      .catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: refused, meta: { errorToast: false } })
      .execute(undefined)
      .catch(() => undefined);
    expect(seen).toEqual([]);
  });

  it('is emptied by resetAll', async () => {
    const client = appQueryClient();
    client.setQueryData(['mine'], 1);
    resetAll();
    expect(client.getQueryData(['mine'])).toBeUndefined();
  });
});
