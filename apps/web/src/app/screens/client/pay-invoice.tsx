import { CreditCard } from 'lucide-react';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCreateCheckout } from '@/features/invoices/api/create-checkout';
import { useStudioContact } from '@/features/settings/api/get-studio-contact';
import { leavePage } from '@/lib/leave-page';
import { useLatch } from '@/lib/use-latch';

// The dialog loads when first asked for: a client who pays by card, or has paid, never needs it.
const HowToPayDialog = lazy(() => import('./how-to-pay-dialog'));

/**
 * Paying an invoice: by card on the payment provider's page (this tab) when the portal takes
 * online payments, otherwise the how-to-pay dialog. `pay` starts it; `dialog` must be rendered.
 */
export function usePayInvoice(invoiceId: number | null | undefined) {
  const contact = useStudioContact();
  const checkout = useCreateCheckout();
  const [asking, setAsking] = useState(false);
  const dialogWanted = useLatch(asking);
  const pay = () => {
    if (!invoiceId) return;
    if (contact.data?.online_payment) checkout.mutate(invoiceId, { onSuccess: (answer) => leavePage.to(answer.data.checkout_url) });
    else setAsking(true);
  };
  return {
    pay,
    // Still reading whether cards are taken, or on the way to the payment page.
    busy: contact.isPending || checkout.isPending || checkout.isSuccess,
    dialog:
      invoiceId && dialogWanted ? (
        <Suspense fallback={null}>
          <HowToPayDialog invoiceId={invoiceId} open={asking} onClose={() => setAsking(false)} />
        </Suspense>
      ) : null,
  };
}

/** The "Pay Invoice" button of the client's screens. */
export function PayInvoiceButton({ invoiceId, ...props }: { invoiceId: number } & Omit<ComponentProps<typeof Button>, 'onClick' | 'children'>) {
  const { pay, busy, dialog } = usePayInvoice(invoiceId);
  return (
    <>
      <Button {...props} disabled={busy || props.disabled} onClick={pay}>
        {busy ? <Spinner className="text-current" /> : <CreditCard aria-hidden />}
        Pay Invoice
      </Button>
      {dialog}
    </>
  );
}
