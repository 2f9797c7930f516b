import { gstRateLabels, type GstRate } from '@portal/contract';
import { Badge } from '@/components/ui/badge';

const tones: Record<GstRate, 'blue' | 'grey' | 'yellow'> = { '10-percent': 'blue', 'no-gst': 'grey', 'not-capable': 'yellow' };

const isKnown = (rate: string): rate is GstRate => Object.hasOwn(gstRateLabels, rate);

/** The spec's GST labels (section 9); a rate it does not know is shown as it is. */
export function GstRateBadge({ rate }: { rate: string }) {
  if (!isKnown(rate)) return <Badge variant="outline">{rate || 'Unknown'}</Badge>;
  return <Badge variant={tones[rate]}>{gstRateLabels[rate]}</Badge>;
}
