// No store escapes resetAll(): every zustand store of the app is made with the app kit's resettableStore.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

describe('resettable stores', () => {
  it("are the only zustand stores of the app (nothing makes one with zustand's create)", () => {
    const own = Object.entries(sources).filter(([path]) => !/\.test\.tsx?$/.test(path));
    expect(own.length).toBeGreaterThan(30);
    const creators = own.filter(([, text]) => /from 'zustand'/.test(String(text))).map(([path]) => path);
    expect(creators).toEqual([]);
    const stores = own.filter(([, text]) => /resettableStore[<(]|createSessionStore[<(]/.test(String(text)));
    expect(stores.length).toBeGreaterThan(4);
  });
});
