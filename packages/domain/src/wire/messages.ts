// The message keys the wire's own schemas (entities, call bodies) put on a failing field, beside the
// webform's and sign-in's (webform-validation, auth-validation). The Polish text of each is in
// packages/i18n-pl (`field-messages.ts`); the API answers that text in the key's place.

export const WIRE_MESSAGE_KEYS = [
  'expectedDateTime',
  'expectedDate',
  'expectedHour',
  'emailOrPhone',
] as const;
export type WireMessageKey = (typeof WIRE_MESSAGE_KEYS)[number];
/** Each key by its name (`WIRE_MESSAGE.expectedDate === 'expectedDate'`). */
export const WIRE_MESSAGE = Object.fromEntries(WIRE_MESSAGE_KEYS.map((k) => [k, k])) as {
  readonly [K in WireMessageKey]: K;
};
