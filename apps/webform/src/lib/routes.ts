// The route table of the webform app: one place for every path.

export const ROUTES = {
  login: '/',
  actions: '/actions',
  availability: '/availability',
  register: '/actions/:actionUuid/register',
} as const;

export const registerPath = (actionUuid: string) => `/actions/${encodeURIComponent(actionUuid)}/register`;
