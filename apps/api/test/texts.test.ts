// domain's rules and wire schemas return message keys, and the server answers their Polish texts:
// every key has one in i18n-pl. (No Polish text in the server's code outside the demo data:
// scripts/test/polish-texts.test.mjs.)
import { AUTH_MESSAGE_KEYS } from '@tourplanner/domain/auth-validation';
import { WEBFORM_MESSAGE_KEYS } from '@tourplanner/domain/webform-validation';
import { WIRE_MESSAGE_KEYS } from '@tourplanner/domain/wire/messages';
import { FIELD_MESSAGES } from '@tourplanner/i18n-pl/field-messages';
import { describe, expect, it } from 'vitest';

describe('server texts', () => {
  it('every message key of the webform and sign-in rules and of the wire schemas has a Polish text', () => {
    const missing = [...WEBFORM_MESSAGE_KEYS, ...AUTH_MESSAGE_KEYS, ...WIRE_MESSAGE_KEYS].filter(
      (k) => !Object.hasOwn(FIELD_MESSAGES, k),
    );
    expect(missing).toEqual([]);
  });
});
