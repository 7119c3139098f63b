// An answer as UTF-8 JSON bytes, the same bytes as Buffer.from(JSON.stringify(value)) but cheaper
// for a long list with Polish text. V8's JSON.stringify of text with letters beyond Latin-1 (ą, ę,
// ł…) answers a string in many pieces that must be joined into one before it can be measured or
// encoded; for a page of 100 actions (~100 kB) that join cost three times the stringify itself.
// Here each element of a list is stringified alone and the pieces are written one after another
// into one buffer of the measured size: nothing large is ever joined.

/** Objects this walks into: plain ones without toJSON (anything else is JSON.stringify's). */
const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return (
    (proto === Object.prototype || proto === null) && typeof (v as { toJSON?: unknown }).toJSON !== 'function'
  );
};

/** How deep it walks into plain objects before leaving the rest to one JSON.stringify. */
const MAX_DEPTH = 4;

/** The JSON text of `value` as pieces, in order (the pieces joined are JSON.stringify(value)). */
function pieces(value: unknown, out: string[], depth: number): void {
  if (Array.isArray(value) && depth < MAX_DEPTH) {
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      // As JSON.stringify writes an element it cannot write (undefined, a function): null.
      out.push(JSON.stringify(value[i]) ?? 'null');
    }
    out.push(']');
    return;
  }
  if (isPlain(value) && depth < MAX_DEPTH) {
    out.push('{');
    let first = true;
    for (const key of Object.keys(value)) {
      const v = value[key];
      // Left out as JSON.stringify leaves them out.
      if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
      out.push(first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`);
      first = false;
      pieces(v, out, depth + 1);
    }
    out.push('}');
    return;
  }
  out.push(JSON.stringify(value) ?? 'null');
}

/** `value` as UTF-8 JSON, byte for byte what Buffer.from(JSON.stringify(value)) gives. */
export function jsonBytes(value: unknown): Buffer {
  const out: string[] = [];
  pieces(value, out, 0);
  let size = 0;
  for (const p of out) size += Buffer.byteLength(p);
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const p of out) at += bytes.write(p, at);
  return bytes;
}
