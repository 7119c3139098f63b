// Finishing an action: a photo of the arranged display, the three yes/no questions and a comment;
// the GPS position goes with it when the phone has a fix by then (issue #30: the coordinator sees a
// finish far from the point), and without a fix the finish goes without it.
import { Group, Radio, Text, Textarea } from '@mantine/core';
import { toast } from '@tourplanner/app-kit/toast';
import { POLL_ANSWER, type PollAnswer } from '@tourplanner/domain/poll';
import { OFFLINE_QUEUE } from '@tourplanner/i18n-pl/offline';
import { HOSTESS_ACTIONS, HOSTESS_SURVEY, WEBFORM_APP } from '@tourplanner/i18n-pl/webform';
import { useEffect, useState } from 'react';
import { dataUrlToBlob } from '../../../shared/components/PhotoCamera';
import { UnclearPhotoAlert, useUnclearPhoto } from '../../../shared/components/UnclearPhoto';
import { currentPosition, type Position } from '../../../shared/lib/geo';
import { useFinishAction } from '../api/action-moves';
import { ActionPhotoModal } from './ActionPhotoModal';
import type { ActionDialogProps } from './CancelActionDialog';
import { useActionSubmit } from './use-action-submit';

type Answer = PollAnswer | null;

export function FinishActionModal(props: ActionDialogProps) {
  const { action, onClose } = props;
  const finish = useFinishAction();
  const [photo, setPhoto] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Answer[]>([null, null, null]);
  const [comment, setComment] = useState('');
  const submission = useActionSubmit();
  const { touched, submit } = submission;
  const answered = answers.every((a) => a !== null);
  const unclear = useUnclearPhoto();
  // Located while she fills in the survey; never waited for.
  const [position, setPosition] = useState<Position | null>(null);
  useEffect(() => {
    if (!props.opened) return;
    let current = true;
    currentPosition().then(
      (p) => current && setPosition(p),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [props.opened]);

  const send = () =>
    submit(photo !== null && answered, async () => {
      if (!photo) return;
      const finished = await finish.mutateAsync({
        uuid: action.uuid,
        photo: await dataUrlToBlob(photo),
        poll: { chechboxes: answers as string[], text: comment.trim() === '' ? null : comment.trim() },
        ...(position
          ? { position: { lat: position.lat, lng: position.lng, accuracy: position.accuracy } }
          : {}),
      });
      if (finished.pending) toast.show(OFFLINE_QUEUE.finishQueued);
      else toast.show(HOSTESS_ACTIONS.toasts.finished);
      onClose();
    });
  // A too blurred or dark photo: the warning first, and 'Wyślij mimo to' sends it.
  const onSubmit = async () => {
    if (photo && answered && !(await unclear.clearEnough(photo))) return;
    await send();
  };

  return (
    <ActionPhotoModal
      {...props}
      title={WEBFORM_APP.finish.title}
      intro={WEBFORM_APP.finish.intro}
      photo={{
        label: HOSTESS_ACTIONS.endPhoto,
        alt: WEBFORM_APP.finish.photoAlt,
        cameraTitle: WEBFORM_APP.cameraTitles.end,
      }}
      photoValue={photo}
      onPhoto={(value) => {
        setPhoto(value);
        unclear.hide();
      }}
      submission={submission}
      submitLabel={HOSTESS_SURVEY.submit}
      onSubmit={() => void onSubmit()}
    >
      <Text fw={600}>{HOSTESS_SURVEY.title}</Text>
      {HOSTESS_SURVEY.questions.map((question, i) => (
        <Radio.Group
          key={question}
          label={question}
          value={answers[i] ?? ''}
          onChange={(value) => setAnswers((prev) => prev.map((a, j) => (j === i ? (value as Answer) : a)))}
          error={touched && answers[i] === null ? HOSTESS_SURVEY.answerRequired : undefined}
          withAsterisk
        >
          <Group gap="xl" mt={6}>
            <Radio size="md" value={POLL_ANSWER.yes} label={HOSTESS_SURVEY.yes} />
            <Radio size="md" value={POLL_ANSWER.no} label={HOSTESS_SURVEY.no} />
          </Group>
        </Radio.Group>
      ))}
      <Textarea
        size="md"
        label={HOSTESS_SURVEY.comment}
        placeholder={HOSTESS_SURVEY.commentPlaceholder}
        autosize
        minRows={3}
        maxLength={5000}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
      />
      {unclear.shownFor(photo) && (
        <UnclearPhotoAlert busy={submission.busy} onSendAnyway={() => void send()} />
      )}
    </ActionPhotoModal>
  );
}
