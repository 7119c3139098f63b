/** The arguments of `node` in the package's `start:prod` script, flags and entry. */
export function startProdArgv(): string[];
