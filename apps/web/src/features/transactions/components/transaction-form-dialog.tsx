import { categoriesOf, createTransactionInput, type CreateTransactionInput, type TransactionType } from '@portal/contract';
import type { FormEvent } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField, fieldProps } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { hasErrors, schemaFieldErrors, serverFieldErrors } from '@/lib/field-errors';
import { useMoney } from '@/lib/money';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useFormState } from '@/lib/use-form-state';
import { useCreateTransaction } from '../api/create-transaction';

const fields = ['type', 'amount', 'description', 'category', 'date'] as const;
type Field = (typeof fields)[number];

/** Today in the viewer's time zone, as the date input wants it. */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** Add Transaction: type defaults to income, the date to today; the amount is an exact decimal. */
export function TransactionFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Transaction</DialogTitle>
          <DialogDescription>Record income or an expense that no invoice carries; paid invoices and invoice expenses appear on their own.</DialogDescription>
        </DialogHeader>
        {open && <TransactionForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function TransactionForm({ onDone }: { onDone: () => void }) {
  const { id, values, errors, setErrors, set, bind } = useFormState<Field>(() => ({ type: 'income', amount: '', description: '', category: '', date: today() }));
  const create = useCreateTransaction();
  const type = values.type as TransactionType;
  const money = useMoney();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values.amount.trim() || !values.description.trim() || !values.category) {
      void notifyError('Error', 'Please fill in all required fields.');
      return;
    }
    const input: CreateTransactionInput = { type, amount: values.amount.trim(), description: values.description.trim(), category: values.category, date: values.date || undefined };
    // The contract's rules (an amount above 0, lengths, a category of the type) before sending.
    const found = schemaFieldErrors(createTransactionInput.safeParse(input), fields);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await create.mutateAsync(input);
      void notifySuccess('Transaction added successfully!');
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error, fields)); // The query client has toasted the failure.
    }
  }

  const typeId = `${id}-type`;
  const categoryId = `${id}-category`;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={create.isPending}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={typeId} label="Type" required error={errors.type}>
          <Select
            value={type}
            onValueChange={(value) => {
              set('type', value);
              set('category', ''); // the categories differ by type
            }}
          >
            <SelectTrigger {...fieldProps(typeId, errors.type)} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="income">Income</SelectItem>
              <SelectItem value="expense">Expense</SelectItem>
            </SelectContent>
          </Select>
        </FormField>
        <FormField id={`${id}-amount`} label={`Amount (${money.currency})`} required error={errors.amount}>
          <Input {...bind('amount')} inputMode="decimal" placeholder="0.00" maxLength={16} autoFocus />
        </FormField>
      </div>
      <FormField id={`${id}-description`} label="Description" required error={errors.description}>
        <Input {...bind('description')} placeholder="e.g. Drone rental" maxLength={500} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={categoryId} label="Category" required error={errors.category}>
          <Select value={values.category} onValueChange={(value) => set('category', value)}>
            <SelectTrigger {...fieldProps(categoryId, errors.category)} className="w-full">
              <SelectValue placeholder="Select a category" />
            </SelectTrigger>
            <SelectContent>
              {categoriesOf(type).map((category) => (
                <SelectItem key={category} value={category}>
                  {category}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField id={`${id}-date`} label="Date" error={errors.date}>
          <Input {...bind('date')} type="date" />
        </FormField>
      </div>
      <FormDialogFooter submitLabel="Add Transaction" pending={create.isPending} onCancel={onDone} />
    </form>
  );
}
