import type { Invoice } from '@portal/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notify';
import { useUpdateInvoiceExpenses } from '../api/update-invoice-expenses';
import { isValidAmount, newRow, sumAmounts, toExpenseBody, toRow, type ExpenseRow } from './expense-draft';

const amountHint = 'Amounts are numbers of 0 or more, e.g. 1500 or 1500.50.';

/** Edit Invoice Expenses: each entry a description and an amount; Enter or + adds; blank is ignored. */
export function ExpensesDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const [rows, setRows] = useState<ExpenseRow[]>([]);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const descriptionInput = useRef<HTMLInputElement>(null);
  const save = useUpdateInvoiceExpenses();

  useEffect(() => {
    if (!invoice) return;
    setRows(invoice.expense.map(toRow));
    setDescription('');
    setAmount('');
    setError(null);
  }, [invoice]);

  const add = () => {
    const row = newRow(description, amount);
    if (!row) return;
    setRows((current) => [...current, row]);
    setDescription('');
    setAmount('');
    descriptionInput.current?.focus();
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the entry; it must not submit the dialog.
    add();
  };
  const edit = (key: number, change: Partial<ExpenseRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!invoice) return;
    if (rows.some((row) => row.description.trim() && !isValidAmount(row.amount))) return setError(amountHint);
    setError(null);
    try {
      await save.mutateAsync({ id: invoice.id, expense: toExpenseBody(rows) });
      void notifySuccess('Invoice expenses updated successfully!');
      onClose();
    } catch (failure) {
      // Toasted by the query client ('Failed to update expenses'); a 400 also says what to fix.
      if (failure instanceof ApiError && failure.errors?.length) setError(failure.errors.map((e) => e.message).join(' '));
    }
  };

  const money = useMoney();
  return (
    <Dialog open={invoice !== null} onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit Invoice Expenses</DialogTitle>
          <DialogDescription>{invoice ? `${invoice.invoiceNumber} · ${invoice.projectName}` : null}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          {rows.length === 0 ? (
            <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">No expenses recorded.</p>
          ) : (
            <ul className="flex flex-col gap-2" aria-label="Expenses">
              {rows.map((row, index) => (
                <li key={row.key} className="flex items-center gap-2">
                  <Input aria-label={`Expense ${index + 1} description`} value={row.description} maxLength={500} disabled={save.isPending} onChange={(e) => edit(row.key, { description: e.target.value })} />
                  <Input
                    aria-label={`Expense ${index + 1} amount`}
                    inputMode="decimal"
                    className="w-24 shrink-0 text-right tabular-nums sm:w-32"
                    value={row.amount}
                    disabled={save.isPending}
                    aria-invalid={Boolean(row.description.trim()) && !isValidAmount(row.amount)}
                    onChange={(e) => edit(row.key, { amount: e.target.value })}
                  />
                  <Button variant="ghost" size="icon" aria-label={`Remove expense ${index + 1}`} disabled={save.isPending} onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}>
                    <Trash2 aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex items-center gap-2 border-t pt-4">
            <Input ref={descriptionInput} aria-label="New expense description" placeholder="Add an expense, e.g. Drone permit" value={description} maxLength={500} disabled={save.isPending} onChange={(e) => setDescription(e.target.value)} onKeyDown={addOnEnter} />
            <Input aria-label="New expense amount" placeholder="Amount" inputMode="decimal" className="w-24 shrink-0 text-right sm:w-32" value={amount} disabled={save.isPending} onChange={(e) => setAmount(e.target.value)} onKeyDown={addOnEnter} />
            <Button variant="outline" size="icon" aria-label="Add expense" disabled={save.isPending} onClick={add}>
              <Plus aria-hidden />
            </Button>
          </div>
          <p className="flex justify-between text-sm">
            <span className="text-muted-foreground">Total expenses</span>
            <span className="font-medium tabular-nums">{money(sumAmounts(rows), invoice?.currency)}</span>
          </p>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <FormDialogFooter submitLabel="Update Expenses" pending={save.isPending} onCancel={onClose} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
