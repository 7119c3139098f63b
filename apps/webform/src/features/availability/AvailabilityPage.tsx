// Route '/availability': the hostess's availability for the coming days.
import { AvailabilityList } from './components/AvailabilityList';

export function AvailabilityPage() {
  return <AvailabilityList />;
}
