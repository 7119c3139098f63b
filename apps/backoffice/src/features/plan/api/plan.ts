// The planner's calls: the event's points, the points found by city, chain, name and territory, the
// preview ('Pokaż plan', 'Przydziel ponownie'), the
// save ('Zapisz plan'), the ranking of hostesses for one action of the preview, and the templates.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readAllPages } from '@tourplanner/api-client/all-pages';
import { toast } from '@tourplanner/app-kit/toast';
import { LIMITS } from '@tourplanner/domain/constants';
import type { PlanInput, PlannedAction, PlanShapeInput } from '@tourplanner/domain/wire/plan';
import { POINT_SEARCH_PAGE_SIZE } from '@tourplanner/domain/wire/points';
import { PLANNER } from '@tourplanner/i18n-pl/planner';
import { api } from '../../../shared/api';
import { actionListKeys } from '../../../widgets/action-list/paged-actions';
import { fixedChoices, plannedActions } from '../plan-request';
import { usePlanner } from '../stores/plan-store';

/** Every point of the event in the caller's territories, page after page (an event may have thousands). */
export function usePlanPoints(eventUuid: string | null) {
  return useQuery({
    queryKey: ['planPoints', eventUuid],
    queryFn: ({ signal }) =>
      readAllPages(
        (pagination) => api.call('pointList', { event: { uuid: eventUuid ?? '' }, pagination }, { signal }),
        { pageSize: LIMITS.pointsPageSize, signal },
      ),
    enabled: eventUuid !== null,
  });
}

/** A search of the points within reach: a text (city, chain, name, Id) and a territory, or neither. */
export interface PointFind {
  search: string;
  territory: string | null;
}

const findBody = (q: PointFind) => ({
  ...(q.territory ? { territory: { uuid: q.territory } } : {}),
  ...(q.search.trim() ? { search: q.search.trim() } : {}),
});

/** One page of the points found (the search's own pages, by Id). */
export function useFoundPoints(q: PointFind, page: number) {
  return useQuery({
    queryKey: ['planFoundPoints', q, page],
    queryFn: ({ signal }) =>
      api.call(
        'pointSearch',
        { pagination: { page, pageSize: POINT_SEARCH_PAGE_SIZE }, ...findBody(q) },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** 'Zaznacz wszystkie' / 'Odznacz wszystkie' of a search: every point it finds, page after page. */
export function useAllFoundPoints() {
  return useMutation({
    mutationFn: (q: PointFind) =>
      readAllPages(
        (pagination) => api.call('pointSearch', { pagination, ...findBody(q) }).then((a) => a.points),
        { pageSize: POINT_SEARCH_PAGE_SIZE },
      ),
  });
}

/** 'Pokaż plan' (a fresh preview) and 'Przydziel ponownie' (her changes kept fixed). */
export function usePlanPreview() {
  const showPreview = usePlanner((s) => s.showPreview);
  return useMutation({
    mutationFn: async ({ plan, reassign }: { plan: PlanInput; reassign: boolean }) => {
      const fixed = reassign ? fixedChoices(usePlanner.getState().edits) : [];
      const answer = await api.call('planPreview', { plan, ...(fixed.length > 0 ? { fixed } : {}) });
      return { plan, answer, reassign };
    },
    onSuccess: ({ plan, answer, reassign }) => showPreview(plan, answer, reassign),
  });
}

/** 'Zapisz plan': the preview as she left it; the result stays on screen and Akcje is refreshed. */
export function usePlanCommit() {
  const client = useQueryClient();
  const setResult = usePlanner((s) => s.setResult);
  return useMutation({
    mutationFn: async ({ status, mode }: { status: 'editable' | 'accepted'; mode: 'all' | 'skip' }) => {
      const { preview, edits } = usePlanner.getState();
      if (!preview) throw new Error('no preview');
      const { indexes, actions } = plannedActions(preview.answer.actions, edits);
      const answer = await api.call('planCommit', { plan: preview.plan, actions, status, mode });
      return { ...answer, indexes, mode, sent: actions };
    },
    onSuccess: ({ sent: _sent, ...result }) => {
      setResult(result);
      if (result.created.length > 0) {
        toast.show(PLANNER.commit.toast);
        void client.invalidateQueries({ queryKey: actionListKeys.all });
      }
    },
  });
}

/** The API's ranking of hostesses for one action of the preview, asked when its list is opened. */
export function useActionRanking(action: PlannedAction | null) {
  return useQuery({
    queryKey: ['planRanking', action],
    queryFn: ({ signal }) =>
      api.call(
        'actionPersonnel',
        { since: action!.since.date, until: action!.until.date, points: [{ uuid: action!.point.uuid }] },
        { signal },
      ),
    enabled: action !== null,
    staleTime: 30_000,
  });
}

export function usePlanTemplates(enabled: boolean) {
  return useQuery({
    queryKey: ['planTemplates'],
    queryFn: ({ signal }) => api.call('planTemplateList', {}, { signal }),
    enabled,
  });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (template: { name: string; plan: PlanShapeInput }) =>
      api.call('planTemplateSave', { template }),
    onSuccess: () => {
      toast.show(PLANNER.templates.saved);
      void client.invalidateQueries({ queryKey: ['planTemplates'] });
    },
  });
}

/** 'Z szablonu': the template over a new range, previewed; its plan fills the form. */
export function useApplyTemplate() {
  const showPreview = usePlanner((s) => s.showPreview);
  return useMutation({
    mutationFn: (body: { template: string; since: string; until: string; override: string }) =>
      api.call('planTemplateApply', {
        template: { uuid: body.template },
        dates: { since: body.since, until: body.until },
        ...(body.override.trim() ? { availabilityOverride: body.override.trim() } : {}),
      }),
    onSuccess: ({ plan, ...answer }) => showPreview(plan, answer, false),
  });
}
