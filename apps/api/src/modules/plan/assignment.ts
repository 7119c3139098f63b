// Minimum-cost assignment (the Hungarian method with potentials, Kuhn–Munkres as in Jonker and
// Volgenant's shortest-augmenting-path form): O(n² m) for n rows and m ≥ n columns, exact.

/**
 * For each row, the column it is assigned to so that the sum of `cost[row][col]` is least; every
 * row gets a distinct column (there must be at least as many columns as rows).
 */
export function minCostAssignment(cost: readonly (readonly number[])[]): number[] {
  const n = cost.length;
  if (!n) return [];
  const m = cost[0]!.length;
  if (m < n) throw new Error('minCostAssignment: fewer columns than rows');
  // 1-based arrays as in the textbook form; column 0 is the virtual start.
  const u = new Float64Array(n + 1);
  const v = new Float64Array(m + 1);
  const rowOf = new Int32Array(m + 1); // the row a column is matched to (0: none)
  const way = new Int32Array(m + 1);
  for (let i = 1; i <= n; i++) {
    rowOf[0] = i;
    let j0 = 0;
    const minv = new Float64Array(m + 1).fill(Number.POSITIVE_INFINITY);
    const used = new Uint8Array(m + 1);
    do {
      used[j0] = 1;
      const i0 = rowOf[j0]!;
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      const row = cost[i0 - 1]!;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = row[j - 1]! - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          u[rowOf[j]!]! += delta;
          v[j]! -= delta;
        } else minv[j]! -= delta;
      }
      j0 = j1;
    } while (rowOf[j0] !== 0);
    do {
      const j1 = way[j0]!;
      rowOf[j0] = rowOf[j1]!;
      j0 = j1;
    } while (j0);
  }
  const out = new Array<number>(n).fill(-1);
  for (let j = 1; j <= m; j++) if (rowOf[j]) out[rowOf[j]! - 1] = j - 1;
  return out;
}
