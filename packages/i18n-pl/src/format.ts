// Fills '{name}' placeholders of a text, e.g. format('Skopiowano akcję {x}/{y}', {x: 1, y: 3}).
// The placeholder names are read from the template's type, so a missing variable fails the typecheck.

/** The placeholder names of a template literal type: 'a {x} b {y}' -> 'x' | 'y'. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** Variables for a template: exact keys for a literal template, any keys for a plain string. */
export type FormatVars<T extends string> = string extends T
  ? Record<string, string | number>
  : { [K in Placeholders<T>]: string | number };

/** Replaces each '{name}' with its variable; an unknown placeholder stays as written, so it shows up in review. */
export function format<T extends string>(template: T, vars: FormatVars<T>): string {
  const values = vars as Record<string, string | number>;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** A distance as the field tools show it: whole metres below a kilometre ('350 m'), else kilometres to one decimal with a comma ('1,2 km'). */
export function formatDistance(meters: number): string {
  const m = Math.round(meters);
  if (m < 1000) return `${m} m`;
  const km = Math.round(m / 100) / 10;
  return `${String(km).replace('.', ',')} km`;
}
