import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Camera, type LucideIcon } from 'lucide-react';
import { mainContentId, SkipLink } from '@/components/skip-link';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { LoginForm, type LoginFormProps } from './login-form';

export interface LoginScreenProps extends LoginFormProps {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Links and notes under the form. */
  footer: ReactNode;
}

/** The frame both login pages share: brand, a card with the form, and a way back. */
export function LoginScreen({ title, description, icon: Icon, footer, ...form }: LoginScreenProps) {
  return (
    <main id={mainContentId} tabIndex={-1} className="relative flex min-h-svh flex-col items-center justify-center overflow-hidden bg-muted/40 px-4 py-10 text-foreground outline-none">
      <SkipLink />
      <title>{`${title} · Portal`}</title>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-primary/10 to-transparent"
      />
      <div className="relative flex w-full max-w-md flex-col gap-6">
        <Link
          to="/welcome"
          className="mx-auto flex items-center gap-2 rounded-md text-sm font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <Camera aria-hidden="true" className="size-4" />
          </span>
          Portal · Real Estate Photography
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
          <CardContent>
            <LoginForm {...form} />
          </CardContent>
          <CardFooter className="flex-col gap-3 border-t pt-6 text-center text-sm text-muted-foreground">
            {footer}
          </CardFooter>
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

/** Shown for a moment when a signed-in person opens a login page. */
export function Redirecting() {
  return (
    <p role="status" className="flex min-h-svh items-center justify-center text-sm text-muted-foreground">
      Redirecting...
    </p>
  );
}
