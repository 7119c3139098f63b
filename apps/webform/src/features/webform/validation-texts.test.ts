// The webform shows the messages its domain validators return (WEBFORM_MESSAGES); i18n-pl keeps
// the same spec texts (VALIDATION, OFFERS.unavailable) as the product's catalogue of words. Both
// sit at the bottom layer and may not import each other, so this app, which sees both, holds them
// to one wording.
import { WEBFORM_MESSAGES } from '@tourplanner/domain/webform-validation';
import { OFFERS, VALIDATION } from '@tourplanner/i18n-pl/webform';
import { describe, expect, it } from 'vitest';

describe('webform validation texts', () => {
  it('are worded the same in the rules and in the Polish catalogue', () => {
    const { offerUnavailable, ...rest } = WEBFORM_MESSAGES;
    expect(rest).toEqual(VALIDATION);
    expect(offerUnavailable).toBe(OFFERS.unavailable);
  });
});
