// Her new photo for one the coordinator asked her to take again (issue #30): /hostess/action/retake
// (multipart, like a start) as a mutation; her list is read again, the action no longer 'Do poprawy'
// once every asked photo is sent. Online only: a retake is not kept in the phone's queue.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewRetake } from '@tourplanner/domain/wire/review';
import { api } from '../../../shared/api';
import { useSession } from '../../../shared/stores/session';
import { workActionsQuery } from '../../../shared/work-actions/work-actions-query';

/** The `_input` of the retake: the photo by its start/end file id or its receipt id. */
export function retakeInput(retake: Pick<ReviewRetake, 'file' | 'receipt'>) {
  return retake.file ? { file: { uuid: retake.file.uuid } } : { receipt: { uuid: retake.receipt!.uuid } };
}

export function useRetakePhoto() {
  const queryClient = useQueryClient();
  const owner = useSession((s) => s.user);
  return useMutation({
    mutationFn: ({ retake, photo }: { retake: ReviewRetake; photo: Blob }) =>
      api.call('actionRetake', { input: retakeInput(retake), files: [photo] }),
    onSuccess: () => {
      if (owner) void queryClient.invalidateQueries({ queryKey: workActionsQuery(owner).queryKey });
    },
  });
}
