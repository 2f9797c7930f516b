import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, useAuth } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { ThemeProvider } from '@/lib/theme';

const Toaster = lazy(() => import('@/components/ui/sonner').then((module) => ({ default: module.Toaster })));

/** Toasts belong to signed-in screens; loading them there keeps the login page small. */
function SignedInToaster() {
  const { session } = useAuth();
  if (!session) return null;
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
