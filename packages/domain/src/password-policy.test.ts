import { describe, expect, it } from 'vitest';
import commonPasswords from './data/common-passwords.json' with { type: 'json' };
import { checkPassword, PASSWORD_MIN_LENGTH } from './password-policy';

describe('checkPassword', () => {
  it('refuses what the probe got through: eight spaces, 12345678, password', () => {
    expect(checkPassword('        ')).toBe('too_short');
    expect(checkPassword('12345678')).toBe('too_short');
    expect(checkPassword('password')).toBe('too_short');
  });

  it('counts characters, not UTF-16 units or bytes', () => {
    expect(checkPassword('żółćżółćżół')).toBe('too_short'); // 11
    expect(checkPassword('żółćżółćżółę')).toBeNull(); // 12
    expect(checkPassword('🔑🔑🔑🔑🔑🔑x🔑🔑🔑🔑')).toBe('too_short'); // 11 code points, 21 units
  });

  it('refuses a common password of 12+ characters in any case, and one character repeated', () => {
    expect(checkPassword('password1234')).toBe('common');
    expect(checkPassword('QWERTY123456')).toBe('common');
    expect(checkPassword('1qaz2wsx3edc')).toBe('common');
    expect(checkPassword('Zaq12wsxcde3')).toBe('common');
    expect(checkPassword('haslo1234567')).toBe('common');
    expect(checkPassword('            ')).toBe('common');
    expect(checkPassword('aaaaaaaaaaaaaaaa')).toBe('common');
  });

  it('has no composition rules: a long passphrase of small letters and spaces is fine', () => {
    expect(checkPassword('koń jedzie przez las')).toBeNull();
    expect(checkPassword('TourPlanner-demo1')).toBeNull();
    expect(checkPassword('x'.repeat(1024).replace(/^x/, 'y'))).toBeNull();
    expect(checkPassword('y'.repeat(1025))).toBe('too_long');
  });

  it('refuses the account e-mail as the password', () => {
    expect(checkPassword('Jan.Kowalski@example.com', { email: 'jan.kowalski@example.com' })).toBe('is_email');
    expect(checkPassword('Jan.Kowalski@example.com', { email: 'ewa@example.com' })).toBeNull();
  });

  it('holds a few thousand entries, none of which the length rule would refuse anyway', () => {
    const list = commonPasswords as string[];
    expect(list.length).toBeGreaterThan(2500);
    expect(list.every((p) => [...p].length >= PASSWORD_MIN_LENGTH && p === p.toLowerCase())).toBe(true);
    expect(new Set(list).size).toBe(list.length);
    expect(list.every((p) => checkPassword(p) === 'common')).toBe(true);
  });
});
