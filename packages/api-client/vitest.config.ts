import { sharedTestConfig } from '@tourplanner/vitest-config';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(sharedTestConfig, defineConfig({ test: {} }));
