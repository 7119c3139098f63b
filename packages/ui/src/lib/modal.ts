// Close timeouts of SPEC §9: how long a closing modal keeps its content before it is dropped.
import { TIMINGS } from '@tourplanner/domain/constants';

export type ModalVariant = 'default' | 'photo' | 'webform';

export const MODAL_CLOSE_MS: Record<ModalVariant, number> = {
  default: TIMINGS.modalCloseMs,
  photo: TIMINGS.photoModalCloseMs,
  webform: TIMINGS.webformModalCloseMs,
};
