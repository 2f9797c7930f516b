import { InvoicesScreen } from '@/features/invoices/components/invoices-screen';

export default function InvoicesPage() {
  return <InvoicesScreen />;
}
