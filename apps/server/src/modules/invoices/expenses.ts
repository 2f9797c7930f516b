import type { ExpenseEntry } from '@portal/contract';
import { AppError } from '../../errors.ts';
import { fromCents, toCents } from '../../lib/money.ts';

type ExpenseInput = string | { description: string; amount: string };

const maxWholeDigits = 12;
/** Currency marks an amount may carry, before it or as the word before it ("₹1,500", "Rs. 200"). */
const currencyMarks = ['₹', 'rs.', 'rs', 'inr', '$'];

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isSpace = (c: string) => /\s/.test(c);

/** Whether a token is an amount: a digit, then digits and commas, then optionally '.' and digits. One pass. */
function isAmount(token: string) {
  if (!isDigit(token[0])) return false;
  let i = 1;
  while (i < token.length && (isDigit(token[i]) || token[i] === ',')) i++;
  if (i === token.length) return true;
  if (token[i] !== '.' || i + 1 === token.length) return false;
  for (i += 1; i < token.length; i++) if (!isDigit(token[i])) return false;
  return true;
}

/** The text split at its last run of white space: everything before it, and the last token. */
function splitLastToken(text: string) {
  let start = text.length;
  while (start > 0 && !isSpace(text[start - 1]!)) start--;
  let headEnd = start;
  while (headEnd > 0 && isSpace(text[headEnd - 1]!)) headEnd--;
  return { head: text.slice(0, headEnd), last: text.slice(start) };
}

/**
 * The amount at the end of a trimmed text and the description before it, or undefined when the
 * text does not end in one. The amount stands alone or right after a currency mark, and is the
 * first word or follows white space (so "Room101" has none). Scans each character a bounded
 * number of times: linear on any input.
 */
function trailingAmount(text: string): { description: string; amount: string } | undefined {
  const { head, last } = splitLastToken(text);
  if (isAmount(last)) {
    // "Lunch Rs. 200": a currency word before the amount is not part of the description.
    const before = splitLastToken(head);
    const description = currencyMarks.includes(before.last.toLowerCase()) ? before.head : head;
    return { description, amount: last };
  }
  const mark = currencyMarks.find((m) => last.toLowerCase().startsWith(m) && isAmount(last.slice(m.length)));
  return mark === undefined ? undefined : { description: head, amount: last.slice(mark.length) };
}

/**
 * Expense entries as stored: `{description, amount}` kept as given; a text entry reads its
 * trailing number as the amount ('Drone permit 1500' -> 'Drone permit', '1500.00'; 'Fuel' ->
 * '0.00'); blank texts are dropped.
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
    const found = trailingAmount(text);
    if (!found) {
      parsed.push({ description: text, amount: '0.00' });
      return;
    }
    const number = found.amount.replaceAll(',', '');
    if (number.split('.')[0]!.length > maxWholeDigits) {
      throw new AppError('VALIDATION_FAILED', `${field}: the amount is too large`, [{ field, message: 'the amount is too large' }]);
    }
    parsed.push({ description: found.description.trim() || text, amount: fromCents(toCents(number)) });
  });
  return parsed;
}
