import type { InvoiceLine } from '@portal/contract';

/**
 * What an invoice bills, a line per service: its description, quantity × unit price (when more
 * than one), and amount before GST. The sums under it are the invoice's own base, GST and total.
 */
export function InvoiceLines({ lines, amount }: { lines: readonly InvoiceLine[]; amount: (value: string) => string }) {
  if (!lines.length) return null;
  return (
    <table className="w-full text-sm" aria-label="Invoice lines">
      <thead className="sr-only">
        <tr>
          <th scope="col">Service</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={`${line.service_id ?? 'line'}-${index}`} className="align-baseline">
            <td className="py-0.5 pr-3">
              <span className="[overflow-wrap:anywhere]">{line.description}</span>
              {line.quantity !== 1 && <span className="text-muted-foreground tabular-nums">{` · ${line.quantity} × ${amount(line.unit_price)}`}</span>}
            </td>
            <td className="py-0.5 text-right tabular-nums whitespace-nowrap">{amount(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
