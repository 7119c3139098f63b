// Route '/stats': the hostess's own numbers ('Moje wyniki', issue 31).
import { HostessStatsView } from './components/HostessStatsView';

export function StatsPage() {
  return <HostessStatsView />;
}
