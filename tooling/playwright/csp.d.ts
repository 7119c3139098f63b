/** The part of Playwright's Page that `watchCspViolations` uses (`on('console')`, `addInitScript`). */
export interface PageLike {
  on: (...args: never[]) => unknown;
  addInitScript: (...args: never[]) => unknown;
}
export declare function watchCspViolations(page: PageLike): Promise<string[]>;
export declare function appHeaderProblems(headers: Record<string, string>, apiOrigin: string): string[];
export declare function inlineScriptOf(html: string): string | null;
/** The part of Playwright's APIRequestContext that `builtPageProblems` uses. */
export interface RequestLike {
  get(path: string): Promise<{ text(): Promise<string>; headers(): Record<string, string> }>;
}
export declare function builtPageProblems(request: RequestLike, apiOrigin: string): Promise<string[]>;
