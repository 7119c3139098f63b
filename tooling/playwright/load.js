// The machine's load average, printed beside each figure of a browser benchmark: the machine is
// shared, so a figure is read with the load it was measured under.
import { loadavg } from 'node:os';

/** The load average over 1, 5 and 15 minutes, two decimals each ('0.81 0.73 0.33'). */
export function loadAverage() {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}
