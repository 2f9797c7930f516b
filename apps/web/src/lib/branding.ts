import type { Branding } from '@portal/contract';
import { defaultCurrency, defaultLocale } from '@portal/contract/money';
import { QueryClient, QueryClientContext, queryOptions, useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { callApi } from '@/lib/api-call';

/** Shown until the business's own name and currency arrive (and if they never do). */
export const fallbackBranding: Branding = { name: 'Portal', logo_url: null, currency: defaultCurrency, locale: defaultLocale };

export const brandingKey = ['branding'] as const;

export const getBranding = (signal?: AbortSignal) => callApi('getBranding', {}, { signal, token: null });

export const brandingQueryOptions = () =>
  queryOptions({
    queryKey: brandingKey,
    queryFn: ({ signal }) => getBranding(signal),
    select: (answer) => answer.data,
    // The name changes only in Settings, which refreshes it; a failure keeps the fallback quietly.
    staleTime: 5 * 60_000,
    retry: false,
    meta: { silent: true },
  });

/** Stands in where no query client is provided (a component rendered on its own): nothing is fetched then. */
const idleClient = new QueryClient();

/** The business name, logo URL, currency and locale, public: sign-in pages read them before anyone signs in. */
export function useBranding(): Branding {
  const client = useContext(QueryClientContext);
  return useQuery({ ...brandingQueryOptions(), enabled: client !== undefined }, client ?? idleClient).data ?? fallbackBranding;
}
