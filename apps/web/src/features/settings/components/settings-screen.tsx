import { useId, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BookOpen, Building2, KeyRound, Route, Server } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { ListError } from '@/components/list-panel';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useBusinessProfile } from '../api/get-business-profile';
import { useSystemInfo } from '../api/get-system-info';
import { ApiEndpointsTable } from './api-endpoints-table';
import { ApiKeysPanel } from './api-keys-panel';
import { BusinessProfileForm } from './business-profile-form';
import { ConnectionRows, TestConnection } from './connection-settings';
import { IntegrationGuide } from './integration-guide';
import { LogoField } from './logo-field';
import { WebhooksPanel } from './webhooks-panel';
import { IconCardTitle } from '@/components/icon-card-title';

function SettingsCard({ title, icon: Icon, description, flush, children }: { title: string; icon: LucideIcon; description: ReactNode; flush?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={id}>
      <CardHeader>
        <IconCardTitle icon={Icon} id={id} title={title} />
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={flush ? 'px-0' : undefined}>{children}</CardContent>
    </Card>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-10 text-sm text-muted-foreground">
      <Spinner />
      {label}
    </div>
  );
}

const tabs = ['endpoints', 'webhooks', 'api-keys'] as const;
type Tab = (typeof tabs)[number];

/**
 * /settings, the owner's: the business profile invoices print, the connection and storage in use,
 * then tabs (`?tab=`): the API's endpoints and how to call it, the outbound webhooks, and the API keys.
 */
export function SettingsScreen() {
  const profile = useBusinessProfile();
  const system = useSystemInfo();
  const [params, setParams] = useSearchParams();
  const tab: Tab = tabs.find((known) => known === params.get('tab')) ?? 'endpoints';
  const openTab = (next: string) =>
    setParams((current) => {
      const changed = new URLSearchParams(current);
      changed.set('tab', next);
      // The delivery log shown belongs to the Webhooks tab.
      if (next !== 'webhooks') changed.delete('webhook');
      return changed;
    });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Settings" description="Your business details, how this portal is connected, its API, webhooks and API keys." />
      <div className="grid gap-6 lg:grid-cols-2">
        <SettingsCard title="Business profile" icon={Building2} description="Your logo and business name head the sidebar, the sign-in pages, browser tabs, e-mails and every invoice; invoices also print the address, email, phone and tax number. Every amount is in the currency chosen here; an invoice keeps the currency it was issued in.">
          {profile.data ? (
            <div className="flex flex-col gap-6">
              <LogoField />
              <BusinessProfileForm profile={profile.data.data} />
            </div>
          ) : profile.isError ? (
            <ListError title="Error loading the business profile" onRetry={() => void profile.refetch()} />
          ) : (
            <Loading label="Loading business profile..." />
          )}
        </SettingsCard>
        <SettingsCard
          title="Connection and storage"
          icon={Server}
          description="Read from the server's environment (DATABASE_URL, S3_*, SMTP_URL …); change them there and restart. Passwords and keys are never shown here."
        >
          {system.data ? (
            <div className="flex flex-col gap-6">
              <ConnectionRows info={system.data.data} />
              <TestConnection />
            </div>
          ) : system.isError ? (
            <ListError title="Error loading connection settings" onRetry={() => void system.refetch()} />
          ) : (
            <Loading label="Loading connection settings..." />
          )}
        </SettingsCard>
      </div>
      <Tabs value={tab} onValueChange={openTab} className="gap-4">
        <TabsList aria-label="API and integrations">
          <TabsTrigger value="endpoints">Endpoints</TabsTrigger>
          <TabsTrigger value="webhooks">Webhooks</TabsTrigger>
          <TabsTrigger value="api-keys">API keys</TabsTrigger>
        </TabsList>
        <TabsContent value="endpoints" className="flex flex-col gap-6">
          <SettingsCard title="API endpoints" icon={Route} description="Every operation of this API, read from its own OpenAPI document." flush>
            <ApiEndpointsTable />
          </SettingsCard>
          <SettingsCard title="Integration guide" icon={BookOpen} description="How another program signs in and calls this API.">
            <IntegrationGuide publicUrl={system.data?.data.public_url} />
          </SettingsCard>
        </TabsContent>
        <TabsContent value="webhooks">
          <WebhooksPanel />
        </TabsContent>
        <TabsContent value="api-keys">
          <SettingsCard title="API keys" icon={KeyRound} description="Sent as Authorization: Bearer <key>. Each key may make a set number of requests a minute; past it the API answers 429 with Retry-After." flush>
            <ApiKeysPanel />
          </SettingsCard>
        </TabsContent>
      </Tabs>
    </div>
  );
}
