// The trace string of a webform answer (meta.ts): shown in the error modal as "Kod błędu" and
// written to the log with the outcome, so that support can find the request.
import { randomBytes } from 'node:crypto';
import { dayjs, ZONE } from '../../infra/dates';

export function traceId(now: Date): string {
  return `${dayjs(now).tz(ZONE).format('YYYYMMDD-HHmmss')}-${randomBytes(3).toString('hex')}`;
}
