// /user/list: the personnel list, within the caller's territories; /user/search, /user/create,
// /user/update, /user/deactivate and /user/activate: account management (ADMIN; HSADM for hostesses).
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { roleId, user, uuid } from '../entities.ts';
import { PAGE_SIZE, pagePagination } from '../paging.ts';
import { dayOrTimeRange } from './common.ts';

export const userListBody = z.object({
  pagination: pagePagination(LIMITS.personnelPageSize),
  territory: z.object({ uuid: uuid.optional(), uuids: z.array(uuid).max(500).optional() }).optional(),
  /** Date-times, or days counted whole ('2026-11-28' to '2026-12-05' ends at the 5th's end). */
  availability: dayOrTimeRange.optional(),
  /** Addition: restrict to one role (the personnel page lists HST only). */
  role: z.object({ uuid: roleId }).optional(),
  /**
   * Addition: list deactivated people too (the personnel screen's account management). Without it
   * only active people are listed, so the action wizard never offers a deactivated person.
   */
  withInactive: z.boolean().optional(),
  /**
   * Addition: false answers the people alone, their availability and actions left empty (the
   * back office's reference list, which needs names, and would otherwise carry every hostess's
   * month of actions). Left out or true: with them, in `availability`'s range (SPEC §7).
   */
  withSchedule: z.boolean().optional(),
});
export const userListAnswer = z.array(user);

/** A page of the 'Konta' tab: as many rows as a page of the actions list, so the same pager serves. */
export const ACCOUNT_PAGE_SIZE = PAGE_SIZE;

/** /user/search: a page of the accounts within reach, deactivated ones included unless filtered. */
export const userSearchBody = z.object({
  pagination: pagePagination(ACCOUNT_PAGE_SIZE),
  /** Part of the first or last name (or both, either order), the e-mail, the phone or the ident; any case. */
  search: z.string().max(200).optional(),
  role: z.object({ uuid: roleId }).optional(),
  /** Only active accounts (true) or only deactivated ones (false); both when left out. */
  active: z.boolean().optional(),
});
export const userSearchAnswer = z.object({ users: z.array(user), count: z.number().int() });

/**
 * A person as the account form sends it. The schema only bounds the sizes; what each field must
 * be (a name, an e-mail, a mobile number with its prefix, a hostess code) the server checks and
 * answers in Polish beside the field, all failures at once.
 */
export const userInput = z.object({
  firstname: z.string().max(200),
  lastname: z.string().max(200),
  emailAddress: z.string().max(320),
  mobilePhone: z.string().max(40),
  role: z.object({ uuid: roleId }),
  territories: z.array(z.object({ uuid })).max(500),
  /** The hostess code (HST only): her ident, which the webform puts in every registration. */
  hostessCode: z.string().max(200).nullish(),
  /** The events a client (role CLIENT, at least one) may see; ignored for other roles. */
  events: z.array(z.object({ uuid })).max(500).optional(),
});
export type UserInput = z.infer<typeof userInput>;

export const userCreateBody = z.object({ user: userInput });
export const userUpdateBody = z.object({ user: userInput.extend({ uuid }) });
/** /user/deactivate and /user/activate. */
export const userRefBody = z.object({ user: z.object({ uuid }) });
