import { SubscriptionsScreen } from '@/features/subscriptions/components/subscriptions-screen';

export default function SubscriptionsPage() {
  return <SubscriptionsScreen />;
}
