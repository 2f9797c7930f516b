import { Building2, Camera, ChevronRight, FolderKanban, Tags, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const shortcuts: { to: string; title: string; text: string; icon: LucideIcon }[] = [
  { to: '/projects', title: 'Projects', text: 'Book a shoot, assign an editor and follow it to delivery.', icon: FolderKanban },
  { to: '/companies', title: 'Companies', text: 'Agencies you shoot for and their client portal logins.', icon: Building2 },
  { to: '/project-services', title: 'Photography Services', text: 'What you offer, with prices and GST.', icon: Camera },
  { to: '/project-categories', title: 'Project Categories', text: 'Group projects by the kind of property.', icon: Tags },
];

/** Where the day's work starts: the screens behind the figures. */
export function DashboardShortcuts() {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Manage the business</CardTitle>
        <CardDescription>Jump straight to the screens you use most.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {shortcuts.map(({ to, title, text, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="group flex items-start gap-3 rounded-lg border p-4 transition-colors outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground group-hover:text-foreground">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex items-center justify-between gap-2 text-sm font-medium">
                {title}
                <ChevronRight className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </span>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
