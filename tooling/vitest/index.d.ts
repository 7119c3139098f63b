import type { ViteUserConfig } from 'vitest/config';

export declare const sharedTestConfig: ViteUserConfig;
