import { describe, expect, it } from 'vitest';
import { answerInSession, isResetting, onResetAll, resetAll, resettableStore } from './resettable';

const sources = import.meta.glob('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

describe('resettable stores', () => {
  it('start again from their creator, so a default that depends on the moment is taken anew', () => {
    let day = 1;
    const useDay = resettableStore<{ day: number; count: number; bump: () => void }>((set) => ({
      day,
      count: 0,
      bump: () => set((s) => ({ count: s.count + 1 })),
    }));
    useDay.getState().bump();
    day = 2;
    resetAll();
    expect(useDay.getState()).toMatchObject({ day: 2, count: 0 });
    useDay.getState().bump();
    expect(useDay.getState().count).toBe(1);
  });

  it('say when a reset is under way, to the subscribers that see it', () => {
    const useFlag = resettableStore<{ on: boolean }>(() => ({ on: false }));
    const seen: boolean[] = [];
    const stop = useFlag.subscribe(() => seen.push(isResetting()));
    useFlag.setState({ on: true });
    resetAll();
    stop();
    expect(seen).toEqual([false, true]);
    expect(isResetting()).toBe(false);
  });

  it('forget what registered with onResetAll until it is removed', () => {
    let cleared = 0;
    const remove = onResetAll(() => {
      cleared += 1;
    });
    resetAll();
    remove();
    resetAll();
    expect(cleared).toBe(1);
  });

  it('drop the answer of a call that was out while everything was reset', async () => {
    let answer: (value: string) => void = () => undefined;
    const pending = answerInSession(() => new Promise<string>((resolve) => (answer = resolve)));
    resetAll();
    answer('for the last session');
    await expect(pending).resolves.toBeNull();
    await expect(answerInSession(async () => 'mine')).resolves.toEqual({ ok: true, value: 'mine' });
    await expect(answerInSession(() => Promise.reject(new Error('no')))).resolves.toMatchObject({
      ok: false,
    });
  });

  it('are made by this module alone, the kit being the one importer of zustand', () => {
    const own = Object.entries(sources).filter(([path]) => !/\.test\.tsx?$/.test(path));
    const creators = own.filter(([, text]) => /from 'zustand'/.test(String(text))).map(([path]) => path);
    expect(creators).toEqual(['/src/resettable.ts']);
  });
});
