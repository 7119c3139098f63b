// The review of a finished action's photos (issue #30): start and end photos, then every receipt,
// walked one at a time with the keyboard (←/→, A accept, R retake with the comment typed below,
// X reject) or the buttons; each decision goes to /review/decide at once and the view moves on.
// Each photo shows its state: the decision recorded (the file lists carry it) or made here, with its
// comment, else 'Do weryfikacji'. 'Zaakceptuj wszystkie' accepts every photo of the action not
// decided yet, in one call.
import { Badge, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import type { PhotoDecision, ReviewDecision, ReviewRetake } from '@tourplanner/domain/wire/review';
import { REVIEW } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';
import { AppModal } from '@tourplanner/ui/AppModal';
import { useEffect, useRef, useState } from 'react';
import { type ReportPhoto, useReceiptPhotos, useSurvey } from '../api/report-files';
import { useReviewDecide } from '../api/review-decide';
import { ReportImage } from './ReportImage';

/** The decision a key stands for (either case); typing in the comment is never one. */
const KEY_DECISIONS: Record<string, ReviewDecision> = { a: 'accept', r: 'retake', x: 'reject' };

export function reviewKey(key: string): ReviewDecision | 'previous' | 'next' | null {
  if (key === 'ArrowLeft') return 'previous';
  if (key === 'ArrowRight') return 'next';
  return KEY_DECISIONS[key.toLowerCase()] ?? null;
}

/** The action's photos in review order: start, end, then the receipts oldest first. */
function useReviewPhotos(actionUuid: string): ReportPhoto[] | undefined {
  const survey = useSurvey(actionUuid);
  const receipts = useReceiptPhotos(actionUuid);
  if (survey.isPending || receipts.isPending) return undefined;
  return [...(survey.data?.photos ?? []), ...(receipts.data ?? [])];
}

export interface ReviewModalProps {
  /** The action reviewed; kept while the dialog closes (`opened` false) so it does not go blank. */
  action: { uuid: string; ident: string; retakes?: ReviewRetake[] | undefined } | null;
  opened: boolean;
  onClose: () => void;
  onClosed?: () => void;
}

export function ReviewModal({ action, opened, onClose, onClosed }: ReviewModalProps) {
  return (
    <AppModal
      opened={opened && action !== null}
      onClose={onClose}
      onClosed={onClosed}
      variant="photo"
      size="xl"
      title={action ? format(REVIEW.title, { ident: action.ident }) : ''}
    >
      {action ? (
        <ReviewWalk
          key={action.uuid}
          actionUuid={action.uuid}
          retakes={action.retakes ?? []}
          active={opened}
        />
      ) : null}
    </AppModal>
  );
}

interface ReviewWalkProps {
  actionUuid: string;
  /** The photos a retake is asked for already (from the row): shown as 'Do poprawy'. */
  retakes: ReviewRetake[];
  active: boolean;
}

function ReviewWalk({ actionUuid, retakes, active }: ReviewWalkProps) {
  const photos = useReviewPhotos(actionUuid);
  const [index, setIndex] = useState(0);
  const [comment, setComment] = useState('');
  /** Decisions made here (and the row's retakes), over those the lists were read with. */
  const [decided, setDecided] = useState<Record<string, PhotoDecision>>(() =>
    Object.fromEntries(
      retakes.flatMap((r) => {
        const uuid = r.file?.uuid ?? r.receipt?.uuid;
        return uuid ? [[uuid, { decision: 'retake' as const, comment: r.comment }]] : [];
      }),
    ),
  );
  const decide = useReviewDecide();
  // The keys are heard on the whole page while the walk is shown (a button the walk disables, such
  // as 'Następne zdjęcie' on the last photo, drops the focus out of the dialog).
  const keyHandler = useRef<(event: KeyboardEvent) => void>(() => {});
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  if (!photos) return <Loader size="sm" />;
  if (photos.length === 0) return <Text c="dimmed">{REVIEW.noPhotos}</Text>;
  const decisionOf = (p: ReportPhoto) => decided[p.source.uuid] ?? p.review;
  const count = photos.length;
  const current = Math.min(index, count - 1);
  const photo = photos[current]!;
  const go = (delta: number) => setIndex(Math.min(Math.max(current + delta, 0), count - 1));

  const send = (decision: ReviewDecision) => {
    if (decide.isPending) return;
    const text = decision === 'accept' ? undefined : comment;
    decide.mutate([{ source: photo.source, decision, ...(text ? { comment: text } : {}) }], {
      onSuccess: () => {
        setDecided((d) => ({ ...d, [photo.source.uuid]: { decision, comment: text || null } }));
        setComment('');
        go(1);
      },
    });
  };
  const acceptAll = () => {
    const open = photos.filter((p) => !decisionOf(p));
    if (open.length === 0 || decide.isPending) return;
    decide.mutate(
      open.map((p) => ({ source: p.source, decision: 'accept' as const })),
      {
        onSuccess: () =>
          setDecided((d) => ({
            ...d,
            ...Object.fromEntries(open.map((p) => [p.source.uuid, { decision: 'accept', comment: null }])),
          })),
      },
    );
  };
  keyHandler.current = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement | null;
    if (!active || event.defaultPrevented) return;
    if (target?.tagName === 'TEXTAREA' || target?.tagName === 'INPUT') return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const move = reviewKey(event.key);
    if (!move) return;
    event.preventDefault();
    if (move === 'previous') go(-1);
    else if (move === 'next') go(1);
    else send(move);
  };
  const shown = decisionOf(photo);

  return (
    <div data-testid="review-walk">
      <Stack gap="sm">
        <ReportImage
          key={photo.source.uuid}
          source={photo.source}
          withRetry
          alt={photo.label}
          fit="contain"
          h="min(60vh, 560px)"
          radius="sm"
        />
        <Group justify="space-between" wrap="nowrap">
          <Button variant="default" onClick={() => go(-1)} disabled={current === 0}>
            {REVIEW.previous}
          </Button>
          <Stack gap={0} align="center">
            <Text fw={600}>{photo.label}</Text>
            <Text size="sm" aria-live="polite">
              {format(REVIEW.position, { index: current + 1, count })}
            </Text>
            <Badge variant="light" c="dark" data-testid="photo-decision">
              {shown ? REVIEW.decisions[shown.decision] : REVIEW.states.pending}
            </Badge>
            {shown?.comment ? (
              <Text size="sm" fs="italic" data-testid="photo-decision-comment">
                {shown.comment}
              </Text>
            ) : null}
          </Stack>
          <Button variant="default" onClick={() => go(1)} disabled={current === count - 1}>
            {REVIEW.next}
          </Button>
        </Group>
        <Textarea
          label={REVIEW.comment}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          rows={2}
          maxLength={1000}
        />
        <Group gap="xs">
          <Button onClick={() => send('accept')} loading={decide.isPending}>
            {REVIEW.accept}
          </Button>
          <Button variant="default" onClick={() => send('retake')} disabled={decide.isPending}>
            {REVIEW.retake}
          </Button>
          <Button
            variant="outline"
            color="red.9"
            c="red.9"
            onClick={() => send('reject')}
            disabled={decide.isPending}
          >
            {REVIEW.reject}
          </Button>
          <Button variant="light" ml="auto" onClick={acceptAll} disabled={decide.isPending}>
            {REVIEW.acceptAll}
          </Button>
        </Group>
        <Text size="xs">{REVIEW.keys}</Text>
      </Stack>
    </div>
  );
}
