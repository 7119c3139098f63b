// The production bundle's source maps keep the positions of our own code only (ADR 0013): the
// bundled dependencies' positions cost the server 100 MiB once Node parsed them.
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, it } from 'vitest';
import { ownCodeOnly } from '../scripts/own-source-map.mjs';

describe('ownCodeOnly', () => {
  it('drops the positions that map into node_modules and keeps ours, line by line', () => {
    const map = {
      version: 3,
      sources: ['../../../node_modules/.pnpm/pg@8/node_modules/pg/lib/client.js', '../src/app.ts'],
      names: ['connect'],
      // Line 1: a dependency's segment, then ours; line 2: ours only; line 3: an unmapped column.
      mappings: encode([
        [
          [0, 0, 10, 4, 0],
          [12, 1, 3, 2],
        ],
        [[0, 1, 4, 0]],
        [[5]],
      ]),
    };
    const trimmed = ownCodeOnly(map);
    expect(decode(trimmed.mappings)).toEqual([[[12, 1, 3, 2]], [[0, 1, 4, 0]], []]);
    expect(trimmed.sources).toEqual(map.sources);
    expect(trimmed.names).toEqual(map.names);
  });
});
