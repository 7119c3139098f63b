// What /user/create and /user/update accept, field by field, with the Polish text beside each
// failing field (all failures at once): names, e-mail, a mobile number with its country prefix (the
// webform's rule), territories (at least one unless ADMIN or CLIENT), for a hostess her code, for a
// client its events (at least one).
import type { RoleId } from '@tourplanner/domain/entities';
import { MOBILE_NUMBER_RE } from '@tourplanner/domain/lead';
import type { UserInput } from '@tourplanner/domain/wire/users';
import { USER_TEXTS } from '@tourplanner/i18n-pl/server';
import { z } from 'zod';
import { type FieldFailure, fail } from '../../errors';

export interface AccountValues {
  firstname: string;
  lastname: string;
  /** Lower-case. */
  email: string;
  /** The prefix and the digits, without spaces ('+48600100200'). */
  phone: string;
  role: RoleId;
  territoryIds: string[];
  /** The hostess code (her ident); null for other roles, whose ident the server makes. */
  hostessCode: string | null;
  /** A client's events (role CLIENT); empty for other roles. */
  eventIds: string[];
}

const email = z.email().max(254);
const HOSTESS_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** Spaces, dashes, dots and brackets people type in a number go; the rest must be +prefix digits. */
export const normalPhone = (s: string) => s.replace(/[\s\-.()]/g, '');

/** The account as sent, checked; E_VALIDATION listing every failing field under `user.`. */
export function accountValues(input: UserInput): AccountValues {
  const fields: FieldFailure[] = [];
  const bad = (path: string, message: string) => fields.push({ path: `user.${path}`, message });
  const firstname = input.firstname.trim();
  const lastname = input.lastname.trim();
  const mail = input.emailAddress.trim().toLowerCase();
  const phone = normalPhone(input.mobilePhone);
  const role = input.role.uuid;
  // A client belongs to no territory: its reach is its events.
  const territoryIds = role === 'CLIENT' ? [] : [...new Set(input.territories.map((t) => t.uuid))];
  const eventIds = role === 'CLIENT' ? [...new Set((input.events ?? []).map((e) => e.uuid))] : [];
  const code = input.hostessCode?.trim() ?? '';
  if (!firstname || firstname.length > 100) bad('firstname', USER_TEXTS.firstname);
  if (!lastname || lastname.length > 100) bad('lastname', USER_TEXTS.lastname);
  if (!email.safeParse(mail).success) bad('emailAddress', USER_TEXTS.email);
  if (!MOBILE_NUMBER_RE.test(phone)) bad('mobilePhone', USER_TEXTS.phone);
  // A client is limited by its events, not by territories.
  if (role !== 'ADMIN' && role !== 'CLIENT' && territoryIds.length === 0)
    bad('territories', USER_TEXTS.territories);
  if (role === 'CLIENT' && eventIds.length === 0) bad('events', USER_TEXTS.clientEvents);
  if (role === 'HST' && !HOSTESS_CODE.test(code)) bad('hostessCode', USER_TEXTS.hostessCode);
  if (fields.length) throw fail.validation(fields);
  return {
    firstname,
    lastname,
    email: mail,
    phone,
    role,
    territoryIds,
    hostessCode: role === 'HST' ? code : null,
    eventIds,
  };
}
