import type { ExpenseEntry } from '@portal/contract';

/** An expense row as the dialog edits it; `key` keeps React rows stable while rows are removed. */
export interface ExpenseRow extends ExpenseEntry {
  key: number;
}

let nextKey = 1;
export const toRow = (entry: ExpenseEntry): ExpenseRow => ({ key: nextKey++, description: entry.description, amount: entry.amount });

const amountPattern = /^\d{1,12}(\.\d{1,2})?$/;
export const isValidAmount = (amount: string) => amountPattern.test(amount.trim());

/** A new row from the add inputs, or null when the description is blank (ignored). */
export function newRow(description: string, amount: string): ExpenseRow | null {
  if (!description.trim()) return null;
  return toRow({ description: description.trim(), amount: amount.trim() || '0' });
}

/** The body's list: rows with a description, trimmed. */
export const toExpenseBody = (rows: ExpenseRow[]): ExpenseEntry[] =>
  rows.filter((row) => row.description.trim()).map((row) => ({ description: row.description.trim(), amount: row.amount.trim() }));

/** The sum shown in the dialog, added up in paise so 0.1 + 0.2 stays 0.30. */
export function sumAmounts(rows: ExpenseRow[]): string {
  const paise = rows.reduce((total, row) => total + (isValidAmount(row.amount) ? Math.round(Number(row.amount.trim()) * 100) : 0), 0);
  return (paise / 100).toFixed(2);
}
