import { Link } from 'react-router';
import { ArrowRight, CalendarPlus, FolderOpen } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ClientShootSummary } from '@/app/screens/client/client-shoot-summary';
import { useAuth } from '@/lib/auth';
import { PageTitle } from '@/components/page-title';
import { CalendarFeedCard } from '@/features/calendar-feeds/components/calendar-feed-card';

/** Client dashboard (spec 'Client dashboard'): a welcome, where the shoots stand, the way to the client's projects and to book another. */
export default function ClientDashboardPage() {
  const { session } = useAuth();
  const name = session?.username || session?.email;

  return (
    <div className="flex flex-col gap-8">
      <PageTitle>Dashboard</PageTitle>
      <section className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{name ? `Welcome, ${name}` : 'Welcome'}</h1>
        <p className="text-muted-foreground">
          Follow your photo sessions, see when your images are ready and download them in full resolution.
        </p>
      </section>

      <ClientShootSummary />

      <div className="grid items-start gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader className="grid-cols-[auto_1fr] gap-x-4">
          <span className="row-span-2 flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <FolderOpen aria-hidden="true" className="size-5" />
          </span>
          <CardTitle className="text-lg">
            <h2>My Projects</h2>
          </CardTitle>
          <CardDescription>Every project we photograph for you, with its progress and its files.</CardDescription>
        </CardHeader>
        <CardFooter className="flex-wrap gap-2">
          <Button asChild>
            <Link to="/client/projects">
              View My Projects
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/client/book">
              <CalendarPlus aria-hidden="true" />
              Book a Shoot
            </Link>
          </Button>
        </CardFooter>
      </Card>
      <CalendarFeedCard whose="your company's shoots" />
      </div>
    </div>
  );
}
