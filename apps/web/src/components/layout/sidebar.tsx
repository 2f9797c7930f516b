import { lazy, Suspense, type ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { PanelLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useLatch } from '@/lib/use-latch';
import { cn } from '@/lib/utils';
import { useSidebar } from './sidebar-state';

// The sheet (phones) and the tooltips (collapsed sidebar) are not needed to show a page: their code
// loads when first used, which keeps every signed-in route's JavaScript small (docs/development.md).
const loadMobileSheet = () => import('./mobile-sidebar-sheet');
const MobileSidebarSheet = lazy(loadMobileSheet);
const CollapsedItemTooltip = lazy(() => import('./collapsed-item-tooltip'));

export { SidebarProvider, readSidebarCookie, sidebarCookieName, useSidebar } from './sidebar-state';

/** Desktop: a sticky column, 16rem or 3rem of icons. Below 768 px: a left sheet 18rem wide. */
export function Sidebar({ className, children, ...props }: ComponentProps<'div'>) {
  const { isMobile, open, openMobile, setOpenMobile } = useSidebar();
  const sheetWanted = useLatch(openMobile);

  if (isMobile) {
    if (!sheetWanted) return null;
    return (
      <Suspense fallback={null}>
        <MobileSidebarSheet open={openMobile} onOpenChange={setOpenMobile}>
          {children}
        </MobileSidebarSheet>
      </Suspense>
    );
  }

  return (
    <div
      data-slot="sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      className={cn(
        'group/sidebar sticky top-0 hidden h-svh shrink-0 flex-col border-r bg-sidebar text-sidebar-foreground transition-[width] duration-200 ease-linear md:flex',
        open ? 'w-(--sidebar-width)' : 'w-(--sidebar-width-icon)',
        className,
      )}
      {...props}
    >
      {children}
    </div>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, open, openMobile, isMobile } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon"
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      title="Toggle sidebar (Ctrl+B)"
      className={cn('size-8', className)}
      onPointerDown={isMobile ? () => void loadMobileSheet() : undefined}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

/** The page column beside the sidebar. */
export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-inset" className={cn('flex min-w-0 flex-1 flex-col', className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-header" className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-footer" className={cn('mt-auto flex flex-col gap-2 border-t border-sidebar-border p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn('flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[state=collapsed]/sidebar:overflow-hidden', className)}
      {...props}
    />
  );
}

export function SidebarGroup({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="sidebar-group" className={cn('relative flex w-full min-w-0 flex-col p-2', className)} {...props} />;
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="sidebar-group-label"
      className={cn(
        'flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium text-sidebar-foreground/70 transition-[margin,opacity] duration-200',
        'group-data-[state=collapsed]/sidebar:-mt-8 group-data-[state=collapsed]/sidebar:opacity-0',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul data-slot="sidebar-menu" className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li data-slot="sidebar-menu-item" className={cn('relative', className)} {...props} />;
}

export type SidebarMenuButtonProps = ComponentProps<'button'> & {
  asChild?: boolean;
  isActive?: boolean;
  /** Shown beside the icon when the sidebar is collapsed and the label is hidden. */
  tooltip?: string;
};

export function SidebarMenuButton({ asChild = false, isActive = false, tooltip, className, ...props }: SidebarMenuButtonProps) {
  const { open, isMobile } = useSidebar();
  const Comp = asChild ? Slot.Root : 'button';
  const button = (
    <Comp
      data-slot="sidebar-menu-button"
      data-active={isActive}
      className={cn(
        'flex h-8 w-full items-center gap-2 overflow-hidden rounded-md p-2 text-left text-sm outline-hidden transition-[width,height,padding]',
        'hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring',
        'data-[active=true]:bg-sidebar-accent data-[active=true]:font-medium data-[active=true]:text-sidebar-accent-foreground',
        'group-data-[state=collapsed]/sidebar:size-8! group-data-[state=collapsed]/sidebar:p-2!',
        '[&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
  if (!tooltip || open || isMobile) return button;
  return (
    <Suspense fallback={button}>
      <CollapsedItemTooltip label={tooltip}>{button}</CollapsedItemTooltip>
    </Suspense>
  );
}
