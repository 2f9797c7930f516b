import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
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

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
