import { favouritesHandlers, fileLinksHandlers, filesHandlers, fileVersionsHandlers, type createFileServices } from '../modules/files/index.ts';
import { revisionsHandlers } from '../modules/revisions/revisions.handlers.ts';
import type { RevisionsService } from '../modules/revisions/revisions.service.ts';
import type { LinkFollower } from '../modules/files/link-follower.ts';
import { projectsHandlers } from '../modules/projects/projects.handlers.ts';
import { authHandlers } from '../modules/auth/auth.handlers.ts';
import type { PasswordLinksService } from '../modules/auth/password-links.service.ts';
import { categoriesHandlers } from '../modules/categories/categories.handlers.ts';
import { dashboardHandlers } from '../modules/dashboard/dashboard.handlers.ts';
import { invoicesHandlers } from '../modules/invoices/invoices.handlers.ts';
import { paymentsHandlers } from '../modules/payments/payments.handlers.ts';
import type { PaymentsService } from '../modules/payments/payments.service.ts';
import { overviewHandlers } from '../modules/overview/overview.handlers.ts';
import { servicesHandlers } from '../modules/services/services.handlers.ts';
import { subscriptionsHandlers } from '../modules/subscriptions/subscriptions.handlers.ts';
import { transactionsHandlers } from '../modules/transactions/transactions.handlers.ts';
import { companiesHandlers } from '../modules/companies/companies.handlers.ts';
import { type HealthDeps, healthHandlers } from '../modules/health/health.handlers.ts';
import { rolesHandlers } from '../modules/roles/roles.handlers.ts';
import { brandingHandlers } from '../modules/settings/branding.handlers.ts';
import { apiKeysHandlers } from '../modules/api-keys/api-keys.handlers.ts';
import { settingsHandlers } from '../modules/settings/settings.handlers.ts';
import type { SystemService } from '../modules/settings/system.service.ts';
import { usersHandlers } from '../modules/users/users.handlers.ts';
import { webhooksHandlers, type WebhooksService } from '../modules/webhooks/index.ts';
import type { createServices } from '../services.ts';
import { calendarHandlers } from '../modules/calendar/calendar.handlers.ts';
import { ordersHandlers } from '../modules/orders/orders.handlers.ts';
import type { ListingZips } from '../modules/listing/listing-zips.ts';
import { listingHandlers } from '../modules/listing/listing.handlers.ts';
import type { ListingService } from '../modules/listing/listing.service.ts';
import type { SiteService } from '../modules/listing/site.service.ts';
import type { AccessTargets, OperationHandlers } from './register-operations.ts';

export interface HandlerDeps {
  services: ReturnType<typeof createServices>;
  files: ReturnType<typeof createFileServices>;
  passwordLinks: PasswordLinksService;
  system: SystemService;
  health: Omit<HealthDeps, 'auth'>;
  /** Opens the signed file, ZIP and upload links as the session they were issued to. */
  linkFollower: LinkFollower;
  webhooks: WebhooksService;
  /** Online payment: checkouts and the payment provider's webhook. */
  payments: PaymentsService;
  /** Revision requests (they read the files' gate and links, so they are wired with the files). */
  revisions: RevisionsService;
  /** The shoots' property websites: staff and client calls, the public pages, the listing ZIPs. */
  listing: { listing: ListingService; site: SiteService; zips: ListingZips };
}

/** Every operation's handler, from its module: the typecheck fails while one is missing. */
export const operationHandlers = ({ services, files, passwordLinks, system, health, linkFollower, webhooks, payments, revisions, listing }: HandlerDeps): OperationHandlers => ({
  ...categoriesHandlers(services.categories),
  ...servicesHandlers(services.services),
  ...invoicesHandlers(services.invoices),
  ...paymentsHandlers(payments),
  ...subscriptionsHandlers(services.subscriptions),
  ...transactionsHandlers(services.transactions),
  ...dashboardHandlers(services.dashboard),
  ...overviewHandlers(services.overview),
  ...authHandlers(services.auth, passwordLinks),
  ...usersHandlers(services.users),
  ...rolesHandlers(services.roles),
  ...companiesHandlers(services.companies),
  ...settingsHandlers({ businessProfile: services.businessProfile, system }),
  ...brandingHandlers(services.branding),
  ...apiKeysHandlers(services.apiKeys),
  ...healthHandlers({ ...health, auth: services.auth }),
  ...projectsHandlers(services.projects),
  ...filesHandlers(files),
  ...files.tusUploads,
  ...favouritesHandlers(files.favourites),
  ...fileLinksHandlers({ follower: linkFollower, ...files, listingZips: listing.zips }),
  ...webhooksHandlers(webhooks),
  ...ordersHandlers(services.orders, services.services),
  ...calendarHandlers(services.calendar, services.schedule),
  ...revisionsHandlers(revisions),
  ...fileVersionsHandlers(files.versions),
  ...listingHandlers(listing),
});

/** The scoped read each access target is checked with: the module's own, so the rule is not written twice. */
export const accessTargets = ({ services, files, revisions }: HandlerDeps): AccessTargets => ({
  category: services.categories.get,
  service: services.services.get,
  company: services.companies.get,
  user: services.users.get,
  activeUser: services.users.getActive,
  invoice: services.invoices.get,
  project: services.projects.getForAccess,
  projectFiles: files.gate.open,
  projectFileRead: files.gate.forReading,
  projectFileWrite: files.gate.forWriting,
  projectFileDownload: files.gate.forDownloading,
  calendarFeed: services.calendar.getFeed,
  revision: revisions.getForAccess,
  revisionProject: files.gate.open,
});
