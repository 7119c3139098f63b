// Every path of the webform app, for links and redirects (the route table is app/routes.tsx).

export const PATHS = {
  login: '/',
  actions: '/actions',
  availability: '/availability',
  /** Her own numbers ('Moje wyniki'). */
  stats: '/stats',
  register: '/actions/:actionUuid/register',
  /** The consumer's consent record from their receipt's link; no sign-in. */
  consentRecord: '/zgody/:token',
} as const;

export const registerPath = (actionUuid: string) => `/actions/${encodeURIComponent(actionUuid)}/register`;

/** Where the sign-in returns to: a path of the signed-in app it was sent from, else the actions. */
export function returnPathOf(state: unknown): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string') return PATHS.actions;
  const inApp = [PATHS.actions, PATHS.availability, PATHS.stats].some(
    (path) => from === path || from.startsWith(`${path}/`) || from.startsWith(`${path}?`),
  );
  return inApp ? from : PATHS.actions;
}
