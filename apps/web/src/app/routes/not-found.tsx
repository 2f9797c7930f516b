import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { House } from 'lucide-react';
import { mainContentId, SkipLink } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/page-title';

/** Any unknown path: says so and records the path. */
export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main id={mainContentId} tabIndex={-1} className="flex min-h-svh flex-col items-center justify-center gap-6 bg-background p-6 text-center text-foreground outline-none">
      <SkipLink />
      <PageTitle>Page not found</PageTitle>
      <div className="flex flex-col gap-2">
        <h1 className="text-7xl font-bold tracking-tight text-primary">404</h1>
        <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      </div>
      <Button asChild size="lg">
        <Link to="/">
          <House aria-hidden="true" />
          Return to Home
        </Link>
      </Button>
    </main>
  );
}
