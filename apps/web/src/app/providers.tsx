import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider, useAuth } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';
import { isToasterWanted, onToasterWanted } from '@/lib/toast-loader';

const Toaster = lazy(() => import('@/components/ui/sonner').then((module) => ({ default: module.Toaster })));

/** Toasts belong to signed-in screens; the Toaster mounts with the first one, so no page loads it before. */
function SignedInToaster() {
  const { session } = useAuth();
  const wanted = useSyncExternalStore(onToasterWanted, isToasterWanted);
  if (!session || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
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
