import type { LucideIcon } from 'lucide-react';
import { ContextMenu } from 'radix-ui';
import { useEffect, useRef, type ReactElement } from 'react';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

export interface FolderAction {
  label: string;
  icon: LucideIcon;
  run: () => void;
  destructive?: boolean;
}

const itemClasses =
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0';

/** How the menus were first asked for: a right-click (or the menu key) at a point, or the menu button. */
export type MenuOpening = { menu: 'context'; x: number; y: number } | { menu: 'button' };

/**
 * A folder card's actions, on right-click and in its menu button, in the same order. Loaded by the first
 * use of either, it opens the menu that was asked for: the right-click is replayed at its point.
 */
export default function FolderCardMenus({ card, menuButton, actions, opening }: { card: ReactElement; menuButton: ReactElement; actions: FolderAction[]; opening: MenuOpening }) {
  const cardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (opening.menu !== 'context') return;
    cardRef.current?.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: opening.x, clientY: opening.y }));
    // Only the right-click that loaded the menus is replayed, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <ContextMenu.Root>
        <ContextMenu.Trigger asChild ref={cardRef}>
          {card}
        </ContextMenu.Trigger>
        <ContextMenu.Portal>
          <ContextMenu.Content className="z-50 min-w-44 rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
            {actions.map(({ label, icon: Icon, run, destructive }) => (
              <ContextMenu.Item key={label} className={destructive ? `${itemClasses} text-destructive focus:bg-destructive/10 focus:text-destructive` : itemClasses} onSelect={run}>
                <Icon aria-hidden />
                {label}
              </ContextMenu.Item>
            ))}
          </ContextMenu.Content>
        </ContextMenu.Portal>
      </ContextMenu.Root>
      <DropdownMenu modal={false} defaultOpen={opening.menu === 'button'}>
        <DropdownMenuTrigger asChild>{menuButton}</DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-52">
          {actions.map(({ label, icon: Icon, run, destructive }) => (
            <DropdownMenuItem key={label} variant={destructive ? 'destructive' : 'default'} onSelect={run}>
              <Icon aria-hidden />
              {label}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
