// Polish number formats of the Pulpit and the hostess's own numbers (issue 31): counts grouped by
// a space from the thousands ('1 234', pl-PL groups only from five digits by default), shares with
// a decimal comma and a space before the sign ('12,5 %'), as Polish typography writes them.

const counts = new Intl.NumberFormat('pl-PL', { useGrouping: 'always', maximumFractionDigits: 0 });
const decimals = new Intl.NumberFormat('pl-PL', { useGrouping: 'always', maximumFractionDigits: 1 });

/** A whole count: 1234 → '1 234' (a no-break space, so the number never wraps). */
export function formatCount(value: number): string {
  return counts.format(value);
}

/** A rate with at most one decimal: 12.345 → '12,3'. */
export function formatDecimal(value: number): string {
  return decimals.format(value);
}

/** A share of one (0.125) as a percentage with at most one decimal: '12,5 %'. */
export function formatShare(share: number): string {
  return `${decimals.format(share * 100)}\u00a0%`;
}

/** part over whole, 0 when the whole is 0 (a share of nothing is no share, not NaN). */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}
