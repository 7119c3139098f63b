// The review (issue 30, docs/product/kpi.md): the photos of the range's finished actions by the
// coordinator's decision, with their share of all those photos, and the actions with signals.
// Counts only, the same for the brand's client as for a coordinator.

import { Text } from '@mantine/core';
import type { DashboardSummary } from '@tourplanner/domain/wire/dashboard';
import { DASHBOARD } from '@tourplanner/i18n-pl/dashboard';
import { formatCount, formatShare, shareOf } from '@tourplanner/i18n-pl/number-format';
import { REVIEW_PHOTO_KEYS } from '../action-count-keys';
import { DashboardSection } from './DashboardSection';
import { NumbersTable } from './NumbersTable';

const V = DASHBOARD.review;

export function ReviewSection({ review }: { review: DashboardSummary['review'] }) {
  const all = REVIEW_PHOTO_KEYS.reduce((sum, k) => sum + review.photos[k], 0);
  return (
    <DashboardSection title={V.title} caption={V.caption}>
      <NumbersTable
        caption={V.title}
        head={[V.measure, DASHBOARD.count, V.share]}
        rows={[
          ...REVIEW_PHOTO_KEYS.map((k) => ({
            key: k,
            label: V.rows[k],
            cells: [formatCount(review.photos[k]), formatShare(shareOf(review.photos[k], all))],
          })),
          {
            key: 'signals',
            label: V.actionsWithSignals,
            cells: [formatCount(review.actionsWithSignals), ''],
          },
        ]}
      />
      <Text size="sm" c="dimmed">
        {V.actionsWithSignalsNote}
      </Text>
    </DashboardSection>
  );
}
