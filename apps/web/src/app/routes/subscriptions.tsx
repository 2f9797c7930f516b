import { PagePlaceholder } from '@/components/page-placeholder';

export default function SubscriptionsPage() {
  return <PagePlaceholder title="Subscriptions" />;
}
