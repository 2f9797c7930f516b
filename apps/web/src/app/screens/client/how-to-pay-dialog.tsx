import { Landmark } from 'lucide-react';
import { EmailLink } from '@/components/email-link';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useStudioContact } from '@/features/settings/api/get-studio-contact';
import { Money } from '@/lib/money';
import { useInvoice } from '@/lib/shared-queries';

/** How to pay when the portal takes no card payments: the invoice, the studio's bank details and how to reach it. */
export default function HowToPayDialog({ invoiceId, open, onClose }: { invoiceId: number; open: boolean; onClose: () => void }) {
  const invoice = useInvoice(open ? invoiceId : null).data;
  const studio = useStudioContact().data;
  const bank = studio?.bank_details.trim();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Pay Invoice</DialogTitle>
          <DialogDescription>
            {invoice ? (
              <>
                Invoice <span className="font-mono">{invoice.invoiceNumber}</span>, <Money amount={invoice.total} currency={invoice.currency} />.{' '}
              </>
            ) : null}
            Downloads open as soon as the studio records your payment.
          </DialogDescription>
        </DialogHeader>
        {bank ? (
          <section aria-labelledby="pay-by-bank" className="flex flex-col gap-2 text-sm">
            <h3 id="pay-by-bank" className="flex items-center gap-2 font-medium">
              <Landmark aria-hidden className="size-4 text-muted-foreground" />
              Pay by bank transfer
            </h3>
            <p className="rounded-md border bg-muted/50 px-3 py-2 whitespace-pre-line [overflow-wrap:anywhere]">{bank}</p>
            {invoice && (
              <p className="text-muted-foreground">
                Please give <span className="font-mono text-foreground">{invoice.invoiceNumber}</span> as the reference.
              </p>
            )}
          </section>
        ) : (
          <p className="text-sm">Please contact the studio to pay this invoice.</p>
        )}
        {studio && (studio.email || studio.phone) && (
          <p className="text-sm text-muted-foreground">
            Questions about paying? {studio.name}
            {studio.email && (
              <>
                {' · '}
                <EmailLink email={studio.email} className="text-foreground underline" />
              </>
            )}
            {studio.phone && (
              <>
                {' · '}
                <a href={`tel:${studio.phone.replace(/[^\d+]/g, '')}`} className="text-foreground underline">
                  {studio.phone}
                </a>
              </>
            )}
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
