import { createContext, use, useCallback, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { useIsMobile } from '@/lib/use-mobile';
import { cn } from '@/lib/utils';

export const sidebarCookieName = 'sidebar_state';
const sidebarCookieMaxAge = 60 * 60 * 24 * 7;
const toggleShortcutKey = 'b';

/** The expanded/collapsed choice saved by an earlier visit, if any. */
export function readSidebarCookie(cookie: string = document.cookie): boolean | undefined {
  const match = /(?:^|;\s*)sidebar_state=(true|false)(?:;|$)/.exec(cookie);
  return match ? match[1] === 'true' : undefined;
}

/** Ctrl/Cmd+B means bold, or nothing, to someone typing: the shortcut leaves fields alone. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

function writeSidebarCookie(open: boolean) {
  document.cookie = `${sidebarCookieName}=${open}; path=/; max-age=${sidebarCookieMaxAge}`;
}

interface SidebarContextValue {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Mobile: whether the sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const value = use(SidebarContext);
  if (!value) throw new Error('useSidebar must be used inside <SidebarProvider>.');
  return value;
}

export interface SidebarProviderProps {
  children: ReactNode;
  /** Used when no cookie remembers the last choice. */
  defaultOpen?: boolean;
  className?: string;
}

export function SidebarProvider({ children, defaultOpen = true, className }: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie() ?? defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarCookie(next);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === toggleShortcutKey && (event.metaKey || event.ctrlKey) && !isTypingTarget(event.target)) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggleSidebar }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext value={value}>
      <div
        data-slot="sidebar-wrapper"
        style={{ '--sidebar-width': '16rem', '--sidebar-width-icon': '3rem' } as CSSProperties}
        className={cn('group/sidebar-wrapper flex min-h-svh w-full bg-background', className)}
      >
        {children}
      </div>
    </SidebarContext>
  );
}
