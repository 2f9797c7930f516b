import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { mainContentId, SkipLink } from '@/components/skip-link';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { SidebarInset, SidebarProvider } from './sidebar';

export interface AppShellProps {
  /** Title shown in the header; pages without one leave it empty. */
  title?: ReactNode;
}

/** Layout route for signed-in screens: sidebar, header, and the matched page in <main>. */
export function AppShell({ title }: AppShellProps) {
  return (
    <SidebarProvider>
      <SkipLink />
      <AppSidebar />
      <SidebarInset>
        <AppHeader title={title} />
        <main id={mainContentId} tabIndex={-1} className="flex-1 p-4 outline-none md:p-6">
          <Outlet />
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
