// The back office's TanStack Query client, the app kit's (no retries, no reload on focus): every
// failed query or mutation is one error toast (SPEC §8), but for a quiet prefetch (`meta.quiet`) or
// a mutation that shows its refusal beside a field (`meta.errorToast: false`). resetAll() clears it.

import type { QueryClient } from '@tanstack/react-query';
import { appQueryClient, createAppQueryClient } from '@tourplanner/app-kit/query-client';
import { toast } from '@tourplanner/app-kit/toast';

export const createQueryClient = (): QueryClient => createAppQueryClient({ onError: toast.fail });

/** The app's one client; tests render with a fresh one each. */
export const queryClient = appQueryClient({ onError: toast.fail });
