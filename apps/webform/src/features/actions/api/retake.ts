// Her new photo for one the coordinator asked her to take again (issue #30): /hostess/action/retake
// (multipart, like a start) as a mutation; her list is read again, the action no longer 'Do poprawy'
// once every asked photo is sent. With no answer at all the photo is kept on the phone like a start
// (shared/offline/) and sent when the connection returns; the answer is then `queued`.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '@tourplanner/api-client/client';
import type { ReviewRetake } from '@tourplanner/domain/wire/review';
import { enqueueMove, storedPhoto } from '../../../shared/offline/move-queue';
import { useSession } from '../../../shared/stores/session';
import { isNoAnswer, sendRetake } from '../../../shared/sync/send-queued';
import type { WorkAction } from '../../../shared/work-actions/work-action';
import { workActionsQuery } from '../../../shared/work-actions/work-actions-query';

/** The `_input` of the retake: the photo by its start/end file id or its receipt id. */
export function retakeInput(retake: Pick<ReviewRetake, 'file' | 'receipt'>) {
  return retake.file ? { file: { uuid: retake.file.uuid } } : { receipt: { uuid: retake.receipt!.uuid } };
}

export function useRetakePhoto() {
  const queryClient = useQueryClient();
  const owner = useSession((s) => s.user);
  return useMutation({
    // Offline too (not paused until the browser says online): the photo is then kept.
    networkMode: 'always',
    mutationFn: async ({
      action,
      retake,
      photo,
    }: {
      action: WorkAction;
      retake: ReviewRetake;
      photo: Blob;
    }): Promise<{ queued: boolean }> => {
      const input = retakeInput(retake);
      try {
        await sendRetake({ retake: input, photo });
        return { queued: false };
      } catch (error) {
        if (!owner || !isNoAnswer(error)) throw error;
        await enqueueMove({
          id: `retake:${input.file?.uuid ?? input.receipt?.uuid}`,
          owner: owner.uuid,
          actionUuid: action.uuid,
          actionName: action.name || action.ident,
          // Kept for the queue's shape; the retake call takes none (a repeat is a conflict).
          idempotencyKey: newIdempotencyKey(),
          photo: await storedPhoto(photo),
          queuedAt: Date.now(),
          failure: null,
          move: 'retake',
          retake: input,
        });
        return { queued: true };
      }
    },
    onSuccess: () => {
      if (owner) void queryClient.invalidateQueries({ queryKey: workActionsQuery(owner).queryKey });
    },
  });
}
