// One consumer's consent history (found by e-mail or number) and their erasure, for ADMIN.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export interface ConsumerQuery {
  emailAddress?: string;
  mobileNumber?: string;
}

export function useConsentHistory() {
  return useMutation({
    mutationFn: (consumer: ConsumerQuery) => api.call('consentHistory', { consumer }),
    // 'Not found' is said on the screen; other failures are the usual toast.
    meta: { errorToast: false },
  });
}

export function useEraseConsumer() {
  return useMutation({
    mutationFn: (consumer: ConsumerQuery) => api.call('consentErase', { consumer }),
  });
}
