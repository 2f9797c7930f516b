import { roleLabel } from '@portal/contract/labels';
import type { ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { useAuth } from '@/lib/auth';
import { SidebarTrigger } from './sidebar';
import { ThemeToggle } from './theme-toggle';
import { useSignOut } from './use-sign-out';

export interface AppHeaderProps {
  /** Page title shown beside the sidebar trigger. */
  title?: ReactNode;
  /** Extra controls placed before the theme toggle. */
  actions?: ReactNode;
}

export function AppHeader({ title, actions }: AppHeaderProps) {
  const { session } = useAuth();
  const signOut = useSignOut();
  const displayName = session?.username || session?.email;

  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 h-4!" />
      {title && <div className="min-w-0 truncate text-sm font-semibold sm:text-base">{title}</div>}

      <div className="ml-auto flex items-center gap-2">
        {actions}
        <ThemeToggle />
        {session && (
          <div className="hidden flex-col items-end leading-tight sm:flex">
            <span className="text-sm font-medium">{displayName}</span>
            <span className="text-xs text-muted-foreground">{roleLabel(session.roleName)}</span>
          </div>
        )}
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" />
          Logout
        </Button>
      </div>
    </header>
  );
}
