import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiEndpointsTable } from './api-endpoints-table';
import { ApiKeysPanel } from './api-keys-panel';
import { IntegrationGuide } from './integration-guide';

/** The tabs of the API card, by their value in `?tab=`; the first is the default and leaves the URL bare. */
const apiTabs = ['endpoints', 'api-keys'] as const;
type ApiTab = (typeof apiTabs)[number];
const isApiTab = (value: string | null): value is ApiTab => apiTabs.includes(value as ApiTab);

/** The Settings screen's API card: one TabsTrigger and one TabsContent per tab, the open tab kept in the URL. */
export function ApiSection({ publicUrl }: { publicUrl: string | undefined }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ApiTab = isApiTab(requested) ? requested : apiTabs[0];
  const guideId = useId();

  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === apiTabs[0]) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs value={tab} onValueChange={choose} className="gap-4">
      <TabsList aria-label="API" className="mx-4 sm:mx-6">
        <TabsTrigger value="endpoints">Endpoints</TabsTrigger>
        <TabsTrigger value="api-keys">API keys</TabsTrigger>
      </TabsList>
      <TabsContent value="endpoints" className="flex flex-col gap-6">
        <ApiEndpointsTable />
        <section aria-labelledby={guideId} className="flex flex-col gap-4 px-4 sm:px-6">
          <h3 id={guideId} className="text-base font-semibold">
            Integration guide
          </h3>
          <IntegrationGuide publicUrl={publicUrl} />
        </section>
      </TabsContent>
      <TabsContent value="api-keys">
        <ApiKeysPanel />
      </TabsContent>
    </Tabs>
  );
}
