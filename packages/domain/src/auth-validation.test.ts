import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginForm, remindForm, resetPasswordForm } from './auth-validation.ts';
import { toFieldErrors } from './webform-validation.ts';

const errors = (schema: z.ZodType, v: unknown) => toFieldErrors(schema.safeParse(v).error);

describe('back-office auth forms', () => {
  it('login needs a username and a password', () => {
    expect(errors(loginForm, { username: 'anna@example.pl', password: 'x' })).toEqual({});
    expect(errors(loginForm, { username: '  ', password: '' })).toEqual({
      username: 'emptyUsername',
      password: 'emptyPassword',
    });
    expect(errors(loginForm, {})).toEqual({ username: 'emptyUsername', password: 'emptyPassword' });
  });
  it('keeps spaces in passwords and trims usernames', () => {
    expect(loginForm.parse({ username: ' anna@example.pl ', password: ' p ' })).toEqual({
      username: 'anna@example.pl',
      password: ' p ',
    });
  });
  it('remind needs an e-mail', () => {
    expect(errors(remindForm, { username: '' })).toEqual({ username: 'emptyUsername' });
  });
  it('reset needs the code and the new password', () => {
    expect(errors(resetPasswordForm, { username: 'a@b.pl', otp: ' ', password: '' })).toEqual({
      otp: 'emptyCode',
      password: 'emptyNewPassword',
    });
    expect(errors(resetPasswordForm, { username: 'a@b.pl', otp: 'AB12C', password: 'nowe' })).toEqual({});
  });
});
