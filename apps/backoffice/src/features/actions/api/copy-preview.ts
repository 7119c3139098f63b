// The copy dialog's preview (ADR 0021): would the copies, keeping this time and these people,
// double-book a hostess? Asked of /action/personnel for the copy's window; the server still
// refuses a clash at each /action/create, so a failed preview only means no preview.
import { type CopyChecks, type CopyPlanRow, copyActionInput, copyPlan } from '@tourplanner/domain/copy';
import type { Action } from '@tourplanner/domain/entities';
import { chosen } from '@tourplanner/domain/selection';
import { COPY_DIALOG } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { api } from '../../../shared/api';

export async function copyPreview(action: Action, checks: CopyChecks, count: number): Promise<CopyPlanRow[]> {
  const body = copyActionInput(action, checks);
  const people = chosen(body.users);
  if (!body.since || !body.until || !people.length) return copyPlan(count, [], false, '');
  try {
    const ranked = await api.call('actionPersonnel', {
      since: body.since.date,
      until: body.until.date,
      ...(body.territory ? { territory: { uuid: body.territory.uuid } } : {}),
      points: chosen(body.actionPoints).map((p) => ({ uuid: p.point.uuid })),
    });
    const clashes = people.flatMap((u) => {
      const h = ranked.find((r) => r.uuid === u.uuid);
      const person = `${h?.firstname} ${h?.lastname}`;
      if (!h?.clash) return [];
      // Another territory's action comes without its ident: only that she is busy there.
      return [
        h.clash.ident
          ? format(COPY_DIALOG.clash, { person, ident: h.clash.ident })
          : format(COPY_DIALOG.elsewhere, { person }),
      ];
    });
    return copyPlan(count, clashes, true, COPY_DIALOG.withFirstCopy);
  } catch {
    return copyPlan(count, [], false, '');
  }
}
