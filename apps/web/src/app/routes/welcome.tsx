import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { BrandMark } from '@/components/brand-mark';
import { useBranding } from '@/lib/branding';
import { mainContentId, SkipLink } from '@/components/skip-link';
import { Button } from '@/components/ui/button';
import { PortalCard } from '@/features/welcome/portal-card';
import { portals, values } from '@/features/welcome/welcome-content';

/** The public landing page: two portals and three promises. */
export default function WelcomePage() {
  const brand = useBranding();
  return (
    <div className="flex min-h-svh flex-col bg-background text-foreground">
      <title>{`${brand.name} · Real Estate Photography`}</title>
      <SkipLink />
      <header className="sticky top-0 z-10 border-b bg-background/80 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Link to="/welcome" className="flex items-center gap-2 font-semibold">
            <BrandMark logoUrl={brand.logo_url} />
            <span className="truncate">{brand.name}</span>
          </Link>
          <nav aria-label="Sign in" className="flex items-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/login">Client Login</Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/admin/login">Admin Login</Link>
            </Button>
          </nav>
        </div>
      </header>

      <main id={mainContentId} tabIndex={-1} className="flex-1 outline-none">
        <section className="relative overflow-hidden border-b">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--color-primary)_14%,transparent),transparent_65%)]"
          />
          <div className="relative mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center sm:px-6 sm:py-28">
            <span className="rounded-full border bg-muted/60 px-3 py-1 text-xs font-medium text-muted-foreground">
              Real estate photography, from shoot to delivery
            </span>
            <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              Showcase every property in its best light
            </h1>
            <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
              One portal for our clients and our studio: follow each shoot, receive finished photos in full resolution,
              and keep projects and invoices on track.
            </p>
            <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
              <Button asChild size="lg">
                <Link to="/login">
                  Client Portal
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/admin/login">Admin Portal</Link>
              </Button>
            </div>
          </div>
        </section>

        <section aria-labelledby="portals-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <div className="mb-10 flex flex-col gap-2 text-center">
            <h2 id="portals-heading" className="text-3xl font-semibold tracking-tight">
              Choose your portal
            </h2>
            <p className="text-muted-foreground">Sign in where your work happens.</p>
          </div>
          <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
            {portals.map((portal) => (
              <PortalCard key={portal.title} {...portal} />
            ))}
          </div>
        </section>

        <section aria-label="Why the portal" className="border-t bg-muted/40">
          <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:grid-cols-3 sm:px-6">
            {values.map(({ title, description, icon: Icon }) => (
              <div key={title} className="flex flex-col items-center gap-3 text-center">
                <span className="flex size-12 items-center justify-center rounded-full bg-background text-primary shadow-sm ring-1 ring-border">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <h3 className="font-semibold">{title}</h3>
                <p className="max-w-xs text-sm text-muted-foreground">{description}</p>
              </div>
            ))}
          </div>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
          <span>© {new Date().getFullYear()} {brand.name}</span>
          <span>Professional photography for properties that sell.</span>
        </div>
      </footer>
    </div>
  );
}
