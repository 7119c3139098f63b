// Toasts from anywhere in the app (the shared toast stack of packages/ui).
import { toast } from '@tourplanner/ui/lib/toast';

export const notify = {
  success: (text: string) => toast.show(text),
  error: (text: string) => toast.error(text),
};
