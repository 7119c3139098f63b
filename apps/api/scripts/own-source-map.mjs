// The production bundle's source maps (scripts/build.mjs), trimmed to our own code.
import { decode, encode } from '@jridgewell/sourcemap-codec';

/**
 * Keeps in a source map only the positions of our own code (apps/api and the workspace
 * packages): Node parses and keeps every position of a map it loads (`--enable-source-maps`),
 * and those of the bundled dependencies were 100 MiB of the server's memory (ADR 0013). A
 * dependency's frame then names its place in dist/, ours still a line of src/.
 */
export function ownCodeOnly(map) {
  const own = map.sources.map((s) => !s.includes('node_modules/'));
  const mappings = decode(map.mappings).map((line) => line.filter((seg) => seg.length > 1 && own[seg[1]]));
  return { ...map, mappings: encode(mappings) };
}
