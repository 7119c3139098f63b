// The Polish text of each message key the validation rules of packages/domain return (webform and
// back-office sign-in forms, and the wire's own schemas): the webform, the back office and the API
// show these in the key's place.
import { OFFERS, VALIDATION } from './webform.ts';
import { WIRE_MESSAGES } from './wire-messages.ts';

/** By key; the webform's keys are those of VALIDATION plus `offerUnavailable`. */
export const FIELD_MESSAGES: Readonly<Record<string, string>> = {
  ...VALIDATION,
  offerUnavailable: OFFERS.unavailable,
  emptyUsername: 'Wpisz adres email',
  emptyPassword: 'Wpisz hasło',
  emptyNewPassword: 'Wpisz nowe hasło',
  emptyCurrentPassword: 'Wpisz obecne hasło',
  emptyCode: 'Wpisz kod',
  ...WIRE_MESSAGES,
};

/**
 * The Polish text of a message key; anything else (a text already, or a library's own message)
 * comes back unchanged, so a caller may pass every message of a parse through it.
 */
export function fieldMessage(key: string): string {
  return Object.hasOwn(FIELD_MESSAGES, key) ? (FIELD_MESSAGES[key] as string) : key;
}

/** `{field: key}` as `{field: Polish text}`. */
export function fieldMessages(errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, fieldMessage(key)]));
}
