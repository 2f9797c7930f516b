import type { Plan } from '@portal/contract';
import { Check, Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMoney } from '@/lib/money';
import { isUnlimited, limitText } from './plan-terms';

/** The studio's retainer plans: shoots a month included, the price, what an extra shoot costs; the owner edits each. */
export function PlanCards({ plans, onEdit }: { plans: Plan[] | undefined; onEdit: (plan: Plan) => void }) {
  const money = useMoney();
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
        <li key={plan.id} className="min-w-0">
          <Card className="h-full gap-4">
            <CardHeader>
              <CardTitle>
                <h2 className="text-lg">{plan.planName}</h2>
              </CardTitle>
              <CardDescription>
                <span className="text-2xl font-semibold text-foreground tabular-nums">{money(plan.price)}</span> per month
              </CardDescription>
              <CardAction>
                <Button variant="ghost" size="icon" aria-label={`Edit ${plan.planName}`} onClick={() => onEdit(plan)}>
                  <Pencil aria-hidden />
                </Button>
              </CardAction>
            </CardHeader>
            <CardContent className="flex flex-col gap-2 text-sm">
              <p className="font-medium">{limitText(plan.max_projects, 'shoots', ' a month included')}</p>
              <p className="text-muted-foreground">
                {isUnlimited(plan.max_projects) ? 'No extra-shoot charges' : `Extra shoots ${money(plan.extra_shoot_price)} each`}
                {' · '}
                {limitText(plan.max_users, 'client contacts')}
              </p>
              <ul className="flex flex-col gap-1 text-muted-foreground">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-center gap-2">
                    <Check aria-hidden className="size-3.5 shrink-0 text-emerald-600" />
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
