import { ApiError } from '@tourplanner/api-client/app-api';
import { describe, expect, it } from 'vitest';
import { errorCodeOf, errorTextOf } from './api';

const refused = (code: string, status = 400, retryAfter?: number) =>
  new ApiError({ code, status, message: 'Zbyt wiele prób. Spróbuj ponownie za 42 s.', retryAfter });

describe('a failed call', () => {
  it("is known by the server's code, and by E_NETWORK when no answer came or it was aborted", () => {
    expect(errorCodeOf(refused('E_INVALID_CREDENTIALS', 401))).toBe('E_INVALID_CREDENTIALS');
    expect(errorCodeOf(refused('E_ABORTED', 0))).toBe('E_NETWORK');
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBe('E_NETWORK');
  });

  it("shows the catalogue's text of its code", () => {
    expect(errorTextOf(refused('E_INVALID_CREDENTIALS', 401))).toBe('Niepoprawny e-mail lub hasło.');
  });

  it('says how long to wait when a 429 names its wait, and the generic text without it', () => {
    expect(errorTextOf(refused('E_TOO_MANY_REQUESTS', 429, 42))).toBe(
      'Zbyt wiele prób. Spróbuj ponownie za 42 s.',
    );
    expect(errorTextOf(refused('E_TOO_MANY_REQUESTS', 429))).not.toContain('42 s');
  });

  it('shows the generic text when no answer came', () => {
    expect(errorTextOf(new TypeError('Failed to fetch'))).toBe(errorTextOf(refused('E_NETWORK', 0)));
    expect(errorTextOf(new TypeError('Failed to fetch'))).not.toBe('');
  });
});
