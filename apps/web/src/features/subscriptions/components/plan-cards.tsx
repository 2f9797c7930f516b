import type { Plan } from '@portal/contract';
import { Check, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';

export const limitText = (limit: number, noun: string) => (limit === -1 ? `Unlimited ${noun}` : `${limit} ${noun}`);

/** The three plans with their price, limits and features; the owner edits each. */
export function PlanCards({ plans, onEdit }: { plans: Plan[] | undefined; onEdit: (plan: Plan) => void }) {
  if (!plans) {
    return (
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-56 rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <ul aria-label="Plans" className="grid gap-4 md:grid-cols-3">
      {plans.map((plan) => (
        <li key={plan.id}>
          <Card className="h-full gap-4">
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">{plan.planName}</h2>
              </CardTitle>
              <CardDescription>
                <span className="text-2xl font-semibold text-foreground tabular-nums">{formatMoney(plan.price, 'USD')}</span> per month
              </CardDescription>
              <CardAction>
                <Button variant="ghost" size="icon" aria-label={`Edit ${plan.planName}`} onClick={() => onEdit(plan)}>
                  <Pencil aria-hidden />
                </Button>
              </CardAction>
            </CardHeader>
            <CardContent className="flex flex-col gap-2 text-sm">
              <p className="font-medium">
                {limitText(plan.max_projects, 'projects')} · {limitText(plan.max_users, 'members')}
              </p>
              <ul className="flex flex-col gap-1 text-muted-foreground">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <Check aria-hidden className="size-3.5 text-emerald-600" />
                    {feature}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
