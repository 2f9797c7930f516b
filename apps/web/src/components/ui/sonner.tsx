import type { CSSProperties } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { useTheme } from '@/lib/theme';

/** Notification defaults; colours follow the portal theme. */
export function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  return (
    <Sonner
      theme={resolvedTheme}
      position="bottom-right"
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      visibleToasts={3}
      duration={4000}
      className="toaster group"
      // Sonner's own grey (#777 on white) falls just short of 4.5:1; the theme's muted text does not.
      toastOptions={{ classNames: { description: 'text-muted-foreground!' } }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as CSSProperties
      }
      {...props}
    />
  );
}
