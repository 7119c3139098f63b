import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AUTH_MESSAGES, loginForm, remindForm, resetPasswordForm } from './auth-validation.ts';
import { toFieldErrors } from './webform-validation.ts';

const errors = (schema: z.ZodType, v: unknown) => toFieldErrors(schema.safeParse(v).error);

describe('back-office auth forms', () => {
  it('login needs a username and a password', () => {
    expect(errors(loginForm, { username: 'anna@example.pl', password: 'x' })).toEqual({});
    expect(errors(loginForm, { username: '  ', password: '' })).toEqual({
      username: 'Wpisz adres email',
      password: 'Wpisz hasło',
    });
    expect(errors(loginForm, {})).toEqual({ username: 'Wpisz adres email', password: 'Wpisz hasło' });
  });
  it('keeps spaces in passwords and trims usernames', () => {
    expect(loginForm.parse({ username: ' anna@example.pl ', password: ' p ' })).toEqual({
      username: 'anna@example.pl',
      password: ' p ',
    });
  });
  it('remind needs an e-mail', () => {
    expect(errors(remindForm, { username: '' })).toEqual({ username: 'Wpisz adres email' });
  });
  it('reset needs the code and the new password', () => {
    expect(errors(resetPasswordForm, { username: 'a@b.pl', otp: ' ', password: '' })).toEqual({
      otp: 'Wpisz kod',
      password: 'Wpisz nowe hasło',
    });
    expect(errors(resetPasswordForm, { username: 'a@b.pl', otp: 'AB12C', password: 'nowe' })).toEqual({});
    expect(AUTH_MESSAGES.noPermission).toBe('Brak uprawnień');
  });
});
