// The 'Weryfikacja' cell of a reports row (issue #30): the action's review state, then each
// data-quality signal as a badge with the API's Polish explanation and, for a photo or a consumer
// seen at another action, that action's ident.
import { Badge, Stack, Text } from '@mantine/core';
import type { Signal } from '@tourplanner/domain/signals';
import type { ActionReview, ReviewState } from '@tourplanner/domain/wire/review';
import { REVIEW } from '@tourplanner/i18n-pl/backoffice';
import { format } from '@tourplanner/i18n-pl/format';

/** A badge's whole name, wrapped if need be (Mantine cuts a long one with an ellipsis). */
const WHOLE = {
  root: { maxWidth: 'none', height: 'auto' },
  label: { overflow: 'visible', whiteSpace: 'normal' },
} as const;

const STATE_COLORS: Record<ReviewState, string> = { pending: 'yellow', accepted: 'green', fix: 'red' };

export function ReviewStateBadge({ state }: { state: ReviewState }) {
  // Dark text on the light variant keeps WCAG AA contrast for every colour.
  return (
    <Badge
      color={STATE_COLORS[state]}
      variant="light"
      c="dark"
      tt="none"
      styles={WHOLE}
      data-testid="review-state"
    >
      {REVIEW.states[state]}
    </Badge>
  );
}

export function SignalBadge({ signal }: { signal: Signal }) {
  const others = signal.actions ?? [];
  return (
    <Stack gap={0} data-testid="signal" data-kind={signal.kind}>
      <Badge color="orange.9" variant="outline" c="dark" size="sm" tt="none" styles={WHOLE}>
        {REVIEW.signalKinds[signal.kind]}
      </Badge>
      <Text size="xs">{signal.text}</Text>
      {others.length > 0 ? (
        <Text size="xs" fw={700}>
          {others.map((a) => format(REVIEW.otherAction, { ident: a.ident })).join(', ')}
        </Text>
      ) : null}
    </Stack>
  );
}

export function ReviewCell({ review }: { review: ActionReview | undefined }) {
  if (!review) return null;
  return (
    <Stack gap={4} align="flex-start" miw={150} maw={200}>
      <ReviewStateBadge state={review.state} />
      {review.signals.length > 0 ? (
        <Stack
          component="ul"
          gap={4}
          aria-label={REVIEW.signalsLabel}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {review.signals.map((s, i) => (
            <li key={`${s.kind}-${i}`}>
              <SignalBadge signal={s} />
            </li>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
