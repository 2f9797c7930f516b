import type { ExpenseEntry } from '@portal/contract';
import { AppError } from '../../errors.ts';
import { fromCents, toCents } from '../../lib/money.ts';

type ExpenseInput = string | { description: string; amount: string };

// A trailing amount, optionally with a currency mark and digit grouping: "Drone permit ₹1,500.50".
const trailingAmount = /^(.*?)(?:^|\s+)(?:₹|rs\.?|inr|\$)?\s*(\d[\d,]*(?:\.\d+)?)$/i;
const maxWholeDigits = 12;

/**
 * Expense entries as stored: `{description, amount}` kept as given; a text entry reads its
 * trailing number as the amount ('Drone permit 1500' -> 'Drone permit', '1500.00'; 'Fuel' ->
 * '0.00'); blank texts are dropped (decisions section 4).
 */
export function parseExpenses(entries: ExpenseInput[]): ExpenseEntry[] {
  const parsed: ExpenseEntry[] = [];
  entries.forEach((entry, index) => {
    const field = `expense.${index}`;
    if (typeof entry !== 'string') {
      parsed.push({ description: entry.description, amount: fromCents(toCents(entry.amount)) });
      return;
    }
    const text = entry.trim();
    if (!text) return;
    const match = trailingAmount.exec(text);
    if (!match) {
      parsed.push({ description: text, amount: '0.00' });
      return;
    }
    const number = match[2]!.replaceAll(',', '');
    if (number.split('.')[0]!.length > maxWholeDigits) {
      throw new AppError('VALIDATION_FAILED', `${field}: the amount is too large`, [{ field, message: 'the amount is too large' }]);
    }
    const description = match[1]!.trim() || text;
    parsed.push({ description, amount: fromCents(toCents(number)) });
  });
  return parsed;
}
