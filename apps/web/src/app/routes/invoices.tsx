import { PagePlaceholder } from '@/components/page-placeholder';

export default function InvoicesPage() {
  return <PagePlaceholder title="Invoice Management" />;
}
