// The Glo device registry: /device/burn marks a serial as used, once.
import { z } from 'zod';

export const deviceBurnBody = z.object({
  device: z.object({ serialNumber: z.string().trim().min(1).max(100) }),
});
