// Whether a summary has nothing to show: no planned action, no code sent, no registration and no
// withdrawal in the range (then the Pulpit says what to change instead of drawing empty charts).
import type { DashboardSummary } from '@tourplanner/domain/wire/dashboard';

export function isEmptySummary(s: DashboardSummary): boolean {
  const withdrawals = Object.values(s.consents).some((c) => c.withdrawn > 0);
  return (
    s.actions.planned === 0 &&
    s.registrations.total === 0 &&
    s.funnel.codesSent === 0 &&
    s.funnel.verified === 0 &&
    !withdrawals
  );
}
