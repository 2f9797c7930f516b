import { PagePlaceholder } from '@/components/page-placeholder';

export default function IncomeExpensePage() {
  return <PagePlaceholder title="Income and Expense" />;
}
