// The password reminder's calls (SPEC §2 /remind, /remind/code): the code by e-mail, then the new
// password with it.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export function useRequestResetCode() {
  return useMutation({
    mutationFn: (username: string) => api.call('resetToken', { username }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { username: string; otp: string; password: string }) =>
      api.call('resetPassword', body),
  });
}
