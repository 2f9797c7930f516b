import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notifyError } from '@/lib/notify';

/** An endpoint's signing secret, shown once: readable, selectable and copied with one click. */
export function WebhookSecret({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      void notifyError('Could not copy the secret', 'Select it and copy it by hand.');
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        Copy this signing secret now: <strong>it is not shown again</strong>. Your receiver checks each delivery&apos;s <code className="font-mono text-xs">Portal-Signature</code>{' '}
        header with it.
      </p>
      <div className="flex gap-2">
        <Input readOnly value={secret} aria-label="Signing secret" className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}
