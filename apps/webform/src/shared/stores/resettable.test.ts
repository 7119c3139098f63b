// No store escapes resetAll(): every zustand store of the app is made with resettableStore.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

describe('resettable stores', () => {
  it('are the only zustand stores of the app', () => {
    const own = Object.entries(sources).filter(([path]) => !/\.test\.tsx?$/.test(path));
    expect(own.length).toBeGreaterThan(30);
    const creators = own.filter(([, text]) => /from 'zustand'/.test(String(text))).map(([path]) => path);
    expect(creators).toEqual(['/src/shared/stores/resettable.ts']);
  });
});
