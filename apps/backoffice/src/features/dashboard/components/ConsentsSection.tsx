// Consents (docs/product/kpi.md): the opt-in share of the range's registrations per channel, and the
// withdrawals made in the range, as bars and a table.
import { BarChart } from '@mantine/charts';
import {
  CONSENT_CHANNELS,
  type ConsentChannel,
  type DashboardSummary,
} from '@tourplanner/domain/wire/dashboard';
import { DASHBOARD } from '@tourplanner/i18n-pl/dashboard';
import { formatCount, formatShare } from '@tourplanner/i18n-pl/number-format';
import { ChartBlock } from './ChartBlock';
import { DashboardSection } from './DashboardSection';
import { NumbersTable } from './NumbersTable';

const C = DASHBOARD.consents;
const CHANNELS = Object.keys(CONSENT_CHANNELS) as ConsentChannel[];

export function ConsentsSection({ consents }: { consents: DashboardSummary['consents'] }) {
  return (
    <DashboardSection title={C.title} caption={C.caption}>
      <ChartBlock
        title={C.share}
        chart={
          <BarChart
            h={220}
            data={CHANNELS.map((ch) => ({ channel: C.channels[ch], share: consents[ch].share }))}
            dataKey="channel"
            accessibilityLayer={false}
            valueFormatter={formatShare}
            yAxisProps={{ domain: [0, 1] }}
            series={[{ name: 'share', label: C.share, color: 'grape.7' }]}
          />
        }
        table={
          <NumbersTable
            caption={C.title}
            head={[C.channel, C.optedIn, C.share, C.withdrawn]}
            rows={CHANNELS.map((ch) => ({
              key: ch,
              label: C.channels[ch],
              cells: [
                formatCount(consents[ch].optedIn),
                formatShare(consents[ch].share),
                formatCount(consents[ch].withdrawn),
              ],
            }))}
          />
        }
      />
    </DashboardSection>
  );
}
