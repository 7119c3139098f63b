// Where the actions list is the first screen: /actions itself, and the root, from which a restored
// session goes to /actions. Startup asks for the list's first page early only there.

/** Whether a path shows the actions list once a saved session is restored. */
export function opensActionsList(pathname: string): boolean {
  return pathname === '/actions' || pathname === '/';
}
