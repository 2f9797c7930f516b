import { Link } from 'react-router';
import { ArrowRight, CircleCheck, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

export interface PortalCardProps {
  title: string;
  description: string;
  icon: LucideIcon;
  promises: string[];
  action: { label: string; to: string };
  featured?: boolean;
}

/** One of the landing page's two doors: what the portal offers and the way in. */
export function PortalCard({ title, description, icon: Icon, promises, action, featured }: PortalCardProps) {
  return (
    <Card className={cn('h-full transition-shadow hover:shadow-md', featured && 'border-primary/30 shadow-md')}>
      <CardHeader className="gap-3">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <CardTitle className="text-xl">
          <h3>{title}</h3>
        </CardTitle>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="flex flex-col gap-3">
          {promises.map((promise) => (
            <li key={promise} className="flex items-start gap-3 text-sm">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
              <span>{promise}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild size="lg" variant={featured ? 'default' : 'outline'} className="w-full">
          <Link to={action.to}>
            {action.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
