import { IncomeExpenseScreen } from '@/features/transactions/components/income-expense-screen';

export default function IncomeExpensePage() {
  return <IncomeExpenseScreen />;
}
