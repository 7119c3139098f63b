export declare function originOf(url: string): string;
export declare function contentSecurityPolicy(apiUrl: string, opts?: { dev?: boolean }): string;
export declare function appHeaders(apiUrl: string, opts?: { dev?: boolean }): Record<string, string>;
export declare function apiUrlOf(viteEnv: Record<string, string | undefined>): string;
