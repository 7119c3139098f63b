// Every path of the webform app, for links and redirects (the route table is app/routes.tsx).

export const PATHS = {
  login: '/',
  actions: '/actions',
  availability: '/availability',
  register: '/actions/:actionUuid/register',
} as const;

export const registerPath = (actionUuid: string) => `/actions/${encodeURIComponent(actionUuid)}/register`;
