import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { BrandMark } from '@/components/brand-mark';
import { useBranding } from '@/lib/branding';
import { mainContentId, SkipLink } from '@/components/skip-link';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { LoginForm, type LoginFormProps } from './login-form';
import { PageTitle } from '@/components/page-title';

export interface AuthCardProps {
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  /** Links and notes under the card's body. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame every signed-out page shares: brand, a card, and a way back. */
export function AuthCard({ title, description, icon: Icon, footer, children }: AuthCardProps) {
  const brand = useBranding();
  return (
    <main id={mainContentId} tabIndex={-1} className="relative flex min-h-svh flex-col items-center justify-center overflow-hidden bg-muted/40 px-4 py-10 text-foreground outline-none">
      <SkipLink />
      <PageTitle>{title}</PageTitle>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-primary/10 to-transparent"
      />
      <div className="relative flex w-full max-w-md flex-col gap-6">
        <Link
          to="/welcome"
          className="mx-auto flex items-center gap-2 rounded-md text-sm font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <BrandMark logoUrl={brand.logo_url} className={brand.logo_url ? 'size-10' : undefined} />
          <span className="min-w-0 break-words">{brand.name}</span>
        </Link>

        <Card className="gap-6 shadow-lg">
          <CardHeader className="justify-items-center text-center">
            <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <CardTitle className="text-2xl">
              <h1>{title}</h1>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer && (
            <CardFooter className="flex-col gap-3 border-t pt-6 text-center text-sm text-muted-foreground">
              {footer}
            </CardFooter>
          )}
        </Card>

        <Link
          to="/welcome"
          className="mx-auto inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to home
        </Link>
      </div>
    </main>
  );
}

export interface LoginScreenProps extends LoginFormProps {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Links and notes under the form. */
  footer: ReactNode;
}

/** Both login pages: the shared frame around the sign-in form. */
export function LoginScreen({ title, description, icon, footer, ...form }: LoginScreenProps) {
  return (
    <AuthCard title={title} description={description} icon={icon} footer={footer}>
      <LoginForm {...form} />
    </AuthCard>
  );
}

/** Shown for a moment when a signed-in person opens a login page. */
export function Redirecting() {
  return (
    <p role="status" className="flex min-h-svh items-center justify-center text-sm text-muted-foreground">
      Redirecting...
    </p>
  );
}
