// The link between the session store and the API client without importing either: the client
// reads the token and reports a 401 here, so the sign-in screen need not load the API client.

let token: string | null = null;
const unauthorizedHandlers = new Set<() => void>();

export const sessionBridge = {
  getToken: () => token,
  setToken(value: string | null) {
    token = value;
  },
  onUnauthorized(handler: () => void): () => void {
    unauthorizedHandlers.add(handler);
    return () => unauthorizedHandlers.delete(handler);
  },
  unauthorized() {
    for (const handler of unauthorizedHandlers) handler();
  },
};
