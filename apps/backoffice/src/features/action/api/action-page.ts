// The action page's two reads: the action itself (its row of /action/list, found by its uuid over
// every date, within the caller's scope) and its history (/action/history, issue 29). Neither is
// cached long: the page is opened to see what happened last.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export const actionPageKeys = {
  action: (uuid: string) => ['action-page', uuid] as const,
  history: (uuid: string) => ['action-history', uuid] as const,
};

/** The widest range /action/list reads: an action's page does not know its date beforehand. */
const EVERY_DATE = { since: '2000-01-01', until: '2099-12-31' };

export function useActionOfPage(uuid: string) {
  return useQuery({
    queryKey: actionPageKeys.action(uuid),
    queryFn: async ({ signal }) => {
      const page = await api.call(
        'actionList',
        { actions: { ...EVERY_DATE, ids: [uuid] }, pagination: { limit: 1, offset: 0 } },
        { signal },
      );
      return page.actions.find((a) => a.uuid === uuid) ?? null;
    },
  });
}

export function useActionHistory(uuid: string) {
  return useQuery({
    queryKey: actionPageKeys.history(uuid),
    queryFn: ({ signal }) => api.call('actionHistory', { action: { uuid } }, { signal }),
  });
}
