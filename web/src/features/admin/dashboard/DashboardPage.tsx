import { Placeholder } from '../layout/Placeholder';

export function DashboardPage() {
  return <Placeholder title="Dashboard" />;
}
