import { invoiceGstLabel, priceServices, type OrderableService } from '@portal/contract';
import { Receipt } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useMoney } from '@/lib/money';
import { IconCardTitle } from '@/components/icon-card-title';

/**
 * The live price of the chosen services, computed by the contract's pricing function: the same
 * lines, GST and total the invoice will carry.
 */
export function PriceSummary({ services }: { services: OrderableService[] }) {
  const money = useMoney();
  const priced = priceServices(services.map((service) => ({ id: service.id, name: service.serviceName || service.name, price: service.price, gstRate: service.gstRate })));
  return (
    <Card className="gap-3" role="region" aria-labelledby="price-summary-title">
      <CardHeader>
        <IconCardTitle icon={Receipt} id="price-summary-title" title="Price" />
      </CardHeader>
      <CardContent className="text-sm" aria-live="polite">
        {priced.lines.length === 0 ? (
          <p className="text-muted-foreground">Choose services to see the price.</p>
        ) : (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
            {priced.lines.map((line) => (
              <div key={`${line.service_id}`} className="contents">
                <dt className="break-words">{line.description}</dt>
                <dd className="text-right tabular-nums">{money(line.amount)}</dd>
              </div>
            ))}
            <div className="contents text-muted-foreground">
              <dt className="border-t pt-1.5">Subtotal</dt>
              <dd className="border-t pt-1.5 text-right tabular-nums">{money(priced.baseAmount)}</dd>
            </div>
            <div className="contents text-muted-foreground">
              <dt>{priced.gstRate === 'mixed' ? 'GST' : invoiceGstLabel(priced.gstRate)}</dt>
              <dd className="text-right tabular-nums">{money(priced.gstAmount)}</dd>
            </div>
            <div className="contents text-base font-semibold">
              <dt className="border-t pt-1.5">Total</dt>
              <dd className="border-t pt-1.5 text-right tabular-nums" data-testid="price-total">
                {money(priced.total)}
              </dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
