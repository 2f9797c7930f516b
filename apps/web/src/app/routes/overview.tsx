import { OverviewScreen } from '@/features/overview/components/overview-screen';

export default function OverviewPage() {
  return <OverviewScreen />;
}
