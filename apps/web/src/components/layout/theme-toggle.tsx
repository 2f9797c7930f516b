import { Moon, Sun } from 'lucide-react';
import { lazy } from 'react';
import { Button } from '@/components/ui/button';
import { DeferredMenu } from '@/components/ui/deferred-menu';
import { useTheme } from '@/lib/theme';

const ThemeMenu = lazy(() => import('./theme-menu'));

export function ThemeToggle() {
  const { resolvedTheme } = useTheme();
  const CurrentIcon = resolvedTheme === 'dark' ? Moon : Sun;
  const trigger = (
    <Button variant="ghost" size="icon" aria-label="Change theme">
      <CurrentIcon aria-hidden="true" />
    </Button>
  );
  return <DeferredMenu trigger={trigger} menu={(opener) => <ThemeMenu trigger={opener} />} />;
}
