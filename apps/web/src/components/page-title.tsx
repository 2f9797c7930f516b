import { useBranding } from '@/lib/branding';

/** The browser tab's title: the page, then the business ("Projects · Lens & Light Studio"). */
export function PageTitle({ children }: { children: string }) {
  const { name } = useBranding();
  return <title>{`${children} · ${name}`}</title>;
}
