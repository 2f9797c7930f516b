import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { mainContentId, SkipLink } from '@/components/skip-link';
import { Button } from '@/components/ui/button';

function describe(error: unknown): string {
  // A lazy screen that fails to load usually means a new version was deployed meanwhile.
  if (error instanceof TypeError && /dynamically imported module|import/i.test(error.message)) {
    return 'A part of the portal could not be loaded. Reloading the page usually fixes this.';
  }
  return 'An unexpected error occurred. Please try again.';
}

function RouteErrorScreen({ error }: { error: unknown }) {
  return (
    <main id={mainContentId} tabIndex={-1} className="flex min-h-svh items-center justify-center bg-background p-6 text-foreground outline-none">
      <SkipLink />
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <TriangleAlert aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">Something went wrong</h1>
        <p className="text-sm text-muted-foreground">{describe(error)}</p>
        <div className="flex gap-3">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Button variant="outline" asChild>
            <Link to="/">Return to Home</Link>
          </Button>
        </div>
      </div>
    </main>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}
interface BoundaryState {
  pathname: string;
  error: unknown;
  failed: boolean;
}

/** Catches a crashed screen and shows the error page until the person moves to another path. */
class ErrorBoundaryByPath extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { pathname: this.props.pathname, error: null, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, error: null, failed: false };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** The error boundary around every route (conventions 9): the app stays usable after a crash. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundaryByPath pathname={pathname}>{children}</ErrorBoundaryByPath>;
}
