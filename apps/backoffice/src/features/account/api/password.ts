// The own-account password change (SPEC §4 Password change, with the current password): the
// popup shows a refusal beside the field it concerns, so no error toast is raised for it.
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api';

export function useChangePassword() {
  return useMutation({
    mutationFn: (user: { password: string; currentPassword: string }) => api.call('updatePassword', { user }),
    meta: { errorToast: false },
  });
}
