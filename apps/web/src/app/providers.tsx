import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider, useAuth } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';
import { isToasterWanted, onToasterWanted } from '@/lib/toast-loader';

const Toaster = lazy(() => import('@/components/ui/sonner').then((module) => ({ default: module.Toaster })));

/**
 * Toasts belong to signed-in screens; the Toaster's code loads with the first toast, so no page
 * loads it before. Its host is there from sign-in on: a modal dialog hides everything outside it
 * from assistive technology when it opens, all but the live regions present then, so a Toaster
 * first mounted while a dialog is open would be silent and unreachable. aria-live="off": the host
 * only keeps its place; the Toaster's own region announces.
 */
function SignedInToaster() {
  const { session } = useAuth();
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted);
  if (!session) return null;
  return (
    <div aria-live="off" data-slot="toaster-host">
      {wanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </div>
  );
}

/** `queryClient`: the one the router's loaders also use; a new one when none is given. */
export function AppProviders({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <SignedInToaster />
        </AuthProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
