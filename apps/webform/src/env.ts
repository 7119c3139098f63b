// The only reader of import.meta.env in this app: the API origin and the form host, checked once.

function readUrl(value: unknown, fallback: string): string {
  const raw = typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
  try {
    return new URL(raw).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`VITE_API_URL is not a URL: ${raw}`);
  }
}

function readHost(value: unknown): string {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  // Where the variable is not set, the host the app is served from names the form (SPEC §9).
  return typeof location !== 'undefined' ? location.hostname : 'localhost';
}

export const env = {
  /** The API origin (VITE_API_URL, default http://localhost:3000). */
  apiUrl: readUrl(import.meta.env.VITE_API_URL, 'http://localhost:3000'),
  /** The form host (VITE_FORM_HOST): formIdent is this plus '-tourplanner'. */
  formHost: readHost(import.meta.env.VITE_FORM_HOST),
} as const;
