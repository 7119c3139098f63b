// /user/list: the personnel list; /user/search (the 'Konta' tab's pages), /user/create, /user/update,
// /user/deactivate, /user/activate: account management (ADMIN for everyone, HSADM for hostesses of
// her territories).
import { normalizeUser, user } from '@tourplanner/domain/entities';
import { BACK_OFFICE_ROLES } from '@tourplanner/domain/roles';
import {
  userCreateBody,
  userListAnswer,
  userListBody,
  userRefBody,
  userSearchAnswer,
  userSearchBody,
  userUpdateBody,
} from '@tourplanner/domain/wire/users';
import { defineCall } from '../define.ts';

/** ADMIN manages every account; HSADM only hostesses whose territories are all hers. */
const ACCOUNT_ROLES = ['ADMIN', 'HSADM'] as const;

export const userCalls = {
  userList: defineCall({
    path: '/user/list',
    roles: BACK_OFFICE_ROLES,
    request: userListBody,
    response: userListAnswer,
    normalize: (data) => data.map(normalizeUser),
    summary: 'Personnel list, within the caller’s territories; with availability and actions in the range.',
  }),
  userSearch: defineCall({
    path: '/user/search',
    roles: ACCOUNT_ROLES,
    request: userSearchBody,
    response: userSearchAnswer,
    normalize: (data) => ({ users: data.users.map(normalizeUser), count: data.count }),
    addition: true,
    summary:
      'A page of the accounts within the caller’s territories (ADMIN: all), deactivated ones included, by a search of name, e-mail, phone and ident, role and state; with the count of all that match.',
  }),
  userCreate: defineCall({
    path: '/user/create',
    roles: ACCOUNT_ROLES,
    request: userCreateBody,
    response: user,
    addition: true,
    idempotent: true,
    summary: 'Create an account; the person gets an invitation e-mail with a code to set a password.',
  }),
  userUpdate: defineCall({
    path: '/user/update',
    roles: ACCOUNT_ROLES,
    request: userUpdateBody,
    response: user,
    errors: ['E_CONFLICT'],
    addition: true,
    summary: 'Edit an account: name, e-mail, mobile phone, role, territories, hostess code.',
  }),
  userDeactivate: defineCall({
    path: '/user/deactivate',
    roles: ACCOUNT_ROLES,
    request: userRefBody,
    response: user,
    errors: ['E_CONFLICT'],
    addition: true,
    summary: 'Deactivate an account: every session ends at once and sign-in is refused.',
  }),
  userActivate: defineCall({
    path: '/user/activate',
    roles: ACCOUNT_ROLES,
    request: userRefBody,
    response: user,
    addition: true,
    summary: 'Reactivate an account: sign-in works again.',
  }),
} as const;
