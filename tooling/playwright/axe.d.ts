/** The part of an axe-core result that `crashedAxeRules` reads (axe-core's `AxeResults` fits it). */
export interface AxeResultsLike {
  incomplete: ReadonlyArray<{
    id: string;
    error?: { message?: string } | null;
    nodes: ReadonlyArray<{
      target: ReadonlyArray<unknown>;
      any: ReadonlyArray<{ id: string; data?: unknown }>;
      all: ReadonlyArray<{ id: string; data?: unknown }>;
      none: ReadonlyArray<{ id: string; data?: unknown }>;
    }>;
  }>;
}

export declare function crashedAxeRules(results: AxeResultsLike): string[];

/** The part of an axe-core result that `seriousViolations` reads. */
export interface AxeViolationsLike {
  violations: ReadonlyArray<{
    id: string;
    impact?: string | null;
    nodes: ReadonlyArray<{ target: ReadonlyArray<unknown>; any: ReadonlyArray<{ message?: string }> }>;
  }>;
}

export declare function seriousViolations(results: AxeViolationsLike): string[];

/** The part of a Playwright page that `untilTransitionsEnd` uses. */
export interface PageLike {
  waitForFunction(fn: () => boolean, arg: null, options: { timeout: number }): Promise<unknown>;
}

export declare function untilTransitionsEnd(page: PageLike, timeout?: number): Promise<unknown>;
