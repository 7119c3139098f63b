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
