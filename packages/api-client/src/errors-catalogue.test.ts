// Holds the error codes and the Polish catalogue together: every code our API or the contract
// names must have a text in @tourplanner/i18n-pl/errors, or the user would see only 'Wystąpił błąd.'.
import { ERROR_TEXTS, GENERIC_ERROR, message } from '@tourplanner/i18n-pl/errors';
import { describe, expect, it } from 'vitest';
import { contract } from './contract.ts';
import type { CallDef } from './define.ts';
import { ERROR_CODES } from './errors.ts';

const contractCodes = [
  ...new Set(Object.values(contract as Record<string, CallDef>).flatMap((call) => call.errors ?? [])),
];

describe('the error catalogue', () => {
  it.each([...ERROR_CODES])('has a text for %s', (code) => {
    expect(Object.hasOwn(ERROR_TEXTS, code)).toBe(true);
    expect(message(code)).not.toBe(GENERIC_ERROR);
  });

  it('covers every code a contract entry declares', () => {
    expect(contractCodes.length).toBeGreaterThan(0);
    expect(contractCodes.filter((code) => !Object.hasOwn(ERROR_TEXTS, code))).toEqual([]);
  });

  it('lists every code of a contract entry in ERROR_CODES', () => {
    const known = new Set<string>(ERROR_CODES);
    expect(contractCodes.filter((code) => !known.has(code))).toEqual([]);
  });
});
