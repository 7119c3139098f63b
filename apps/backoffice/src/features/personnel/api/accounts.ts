// The personnel screen's account calls: a page of everyone the caller reaches, deactivated people
// included unless filtered (/user/search, searched and filtered on the server); saving a person
// (create or edit) and switching an account off or on, after which the accounts, the day's
// hostesses and the wizards' personnel list refresh; saving one's own account also renews the
// session's copy of the signed-in user.

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@tourplanner/app-kit/toast';
import type { RoleId } from '@tourplanner/domain/entities';
import { ACCOUNT_PAGE_SIZE } from '@tourplanner/domain/wire/users';
import { PERSONNEL_ACCOUNTS } from '@tourplanner/i18n-pl/backoffice';
import { api } from '../../../shared/api';
import { referenceKeys } from '../../../shared/queries/reference';
import { useSession } from '../../../shared/stores/session';
import { personnelKeys } from './personnel';

export interface AccountQuery {
  search: string;
  role: RoleId | null;
  /** Only active accounts (true), only deactivated ones (false), or both (null). */
  active: boolean | null;
  /** Zero-based. */
  page: number;
}

export const accountKeys = {
  all: ['accounts'] as const,
  page: (q: AccountQuery) => [...accountKeys.all, q] as const,
};

export function useAccountPage(q: AccountQuery) {
  return useQuery({
    queryKey: accountKeys.page(q),
    queryFn: ({ signal }) =>
      api.call(
        'userSearch',
        {
          pagination: { page: q.page, pageSize: ACCOUNT_PAGE_SIZE },
          ...(q.search.trim() ? { search: q.search.trim() } : {}),
          ...(q.role ? { role: { uuid: q.role } } : {}),
          ...(q.active === null ? {} : { active: q.active }),
        },
        { signal },
      ),
    // The rows of the page left stay until the next page's arrive: no empty table in between.
    placeholderData: keepPreviousData,
  });
}

export interface AccountBody {
  uuid: string | null;
  firstname: string;
  lastname: string;
  emailAddress: string;
  mobilePhone: string;
  role: { uuid: RoleId };
  territories: { uuid: string }[];
  hostessCode: string | null;
  /** A client's events (role CLIENT only). */
  events?: { uuid: string }[];
}

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: accountKeys.all }),
      client.invalidateQueries({ queryKey: personnelKeys.all }),
      client.invalidateQueries({ queryKey: [...referenceKeys.all, 'personnel'] }),
    ]);
}

/** Creates or edits a person; a refusal (E_VALIDATION with fields) is left to the form. */
export function useSaveAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ uuid, ...user }: AccountBody) =>
      uuid
        ? { edited: true, saved: await api.call('userUpdate', { user: { ...user, uuid } }) }
        : { edited: false, saved: await api.call('userCreate', { user }) },
    // The form shows the refusal beside its fields (or above its buttons).
    meta: { errorToast: false },
    onSuccess: async ({ edited, saved }) => {
      // One's own account: the header, the territory scope and the reference personnel scoped by
      // it follow the saved values at once, not at the next sign-in.
      useSession.getState().accountSaved(saved);
      toast.show(edited ? PERSONNEL_ACCOUNTS.toasts.saved : PERSONNEL_ACCOUNTS.toasts.created);
      await refresh();
    },
  });
}

export function useSetAccountActive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ uuid, active }: { uuid: string; active: boolean }) => {
      await api.call(active ? 'userActivate' : 'userDeactivate', { user: { uuid } });
      return active;
    },
    onSuccess: async (active) => {
      toast.show(active ? PERSONNEL_ACCOUNTS.toasts.activated : PERSONNEL_ACCOUNTS.toasts.deactivated);
      await refresh();
    },
  });
}
