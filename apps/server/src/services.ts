import type { Db } from './db/client.ts';
import { transactor } from './lib/transaction.ts';
import { createActivityRepository } from './modules/activity/activity.repository.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createApiKeyAuth } from './modules/api-keys/api-key-auth.ts';
import { createApiKeysRepository } from './modules/api-keys/api-keys.repository.ts';
import { createApiKeysService } from './modules/api-keys/api-keys.service.ts';
import { defaultApiKeyRateLimit } from './config.ts';
import { createCategoriesRepository } from './modules/categories/categories.repository.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import { createCompaniesRepository } from './modules/companies/companies.repository.ts';
import { createCompaniesService } from './modules/companies/companies.service.ts';
import { createDashboardRepository } from './modules/dashboard/dashboard.repository.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { createFinanceRepository } from './modules/finance/finance.repository.ts';
import { createInvoicesRepository } from './modules/invoices/invoices.repository.ts';
import { createInvoicesService } from './modules/invoices/invoices.service.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { createOverviewRepository } from './modules/overview/overview.repository.ts';
import { createOverviewService } from './modules/overview/overview.service.ts';
import { createTransactionsRepository } from './modules/transactions/transactions.repository.ts';
import { createTransactionsService } from './modules/transactions/transactions.service.ts';
import { createSubscriptionsRepository } from './modules/subscriptions/subscriptions.repository.ts';
import { createSubscriptionsService } from './modules/subscriptions/subscriptions.service.ts';
import { createBusinessProfileRepository } from './modules/settings/business-profile.repository.ts';
import { createBrandingService } from './modules/settings/branding.service.ts';
import { createBusinessProfileService } from './modules/settings/business-profile.service.ts';
import type { Notifications } from './modules/notifications/notifications.service.ts';
import type { PasswordLinksService } from './modules/auth/password-links.service.ts';
import type { PublishEvent } from './modules/webhooks/index.ts';
import { createRolesRepository } from './modules/roles/roles.repository.ts';
import { createRolesService } from './modules/roles/roles.service.ts';
import { createCalendarFeedsRepository } from './modules/calendar/calendar-feeds.repository.ts';
import { createCalendarRepository } from './modules/calendar/calendar.repository.ts';
import { createCalendarService } from './modules/calendar/calendar.service.ts';
import { createScheduleRepository } from './modules/calendar/schedule.repository.ts';
import { createScheduleService } from './modules/calendar/schedule.service.ts';
import type { OrderNotifications } from './modules/notifications/order-notifications.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { createOrdersService } from './modules/orders/orders.service.ts';
import { createListingService, type ListingService } from './modules/listing/listing.service.ts';
import { createSitesRepository } from './modules/listing/sites.repository.ts';

type Invitations = Pick<PasswordLinksService, 'invite'>;
import { createProjectsRepository } from './modules/projects/projects.repository.ts';
import { createProjectsService } from './modules/projects/projects.service.ts';
import { createServicesRepository } from './modules/services/services.repository.ts';
import { createServicesService } from './modules/services/services.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createUsersService } from './modules/users/users.service.ts';

/**
 * Every use-case service, wired once from its repositories: the routes and the demo loader share them.
 * Only the app passes `notifications`, `invitations` and `events`, so loading demo data e-mails
 * nobody and calls no webhook.
 */
export function createServices(
  db: Db,
  {
    tokenTtlHours,
    clock,
    notifications,
    invitations,
    events,
    apiKeyRateLimit = defaultApiKeyRateLimit,
    orderNotifications,
    publicUrl = 'http://localhost:3000',
    onlinePayment = false,
  }: {
    tokenTtlHours: number;
    clock?: () => Date;
    notifications?: Notifications;
    invitations?: Invitations;
    events?: PublishEvent;
    apiKeyRateLimit?: number;
    orderNotifications?: OrderNotifications;
    /** Where feed URLs point (PUBLIC_URL). */
    publicUrl?: string;
    onlinePayment?: boolean;
  },
) {
  const apiKeys = createApiKeysRepository(db);
  const auth = createAuthService({ repo: createAuthRepository(db), tokenTtlHours, clock, apiKeys: createApiKeyAuth({ keys: apiKeys, limitPerMinute: apiKeyRateLimit, clock }) });
  const activity = createActivityRepository(db);
  const transact = transactor(db);
  const finance = createFinanceRepository(db);
  const invoices = createInvoicesService({
    invoices: createInvoicesRepository(db),
    finance,
    activity,
    transact,
    clock,
    businessProfile: createBusinessProfileRepository(db),
    notify: notifications,
    events,
    payments: createPaymentsRepository(db),
    // The listing needs the projects service, which needs invoices: called only once both exist.
    onPaid: (projectId, tx) => listing.goLiveOnPayment(projectId, tx),
    onUnpaid: (projectId, tx) => listing.takeDownOnUnpaid(projectId, tx),
  });
  const settings = createBusinessProfileRepository(db);
  const projectsRepository = createProjectsRepository(db);
  const projects = createProjectsService({ projects: projectsRepository, settings, clock, activity, invoicing: invoices, transact, notify: notifications, events });
  const schedule = createScheduleRepository(db);
  const services = createServicesService({ services: createServicesRepository(db) });
  const calendarRepository = createCalendarRepository(db);
  const listing: ListingService = createListingService({
    sites: createSitesRepository(db),
    projects,
    activity,
    transact,
    currency: async () => (await settings.get()).currency,
    publicUrl,
    events,
    clock,
  });
  return {
    listing,
    auth,
    invoices,
    projects,
    orders: createOrdersService({ orders: createOrdersRepository(db), projects: projectsRepository, projectsService: projects, schedule, invoicing: invoices, settings, activity, transact, clock, notify: orderNotifications, events }),
    schedule: createScheduleService({ schedule, projectsService: projects, settings, activity, transact, clock, notify: orderNotifications, events }),
    calendar: createCalendarService({
      calendar: calendarRepository,
      feeds: createCalendarFeedsRepository(db),
      schedule,
      companyExists: calendarRepository.companyExists,
      settings,
      activity,
      transact,
      publicUrl,
      clock,
    }),
    categories: createCategoriesService({ categories: createCategoriesRepository(db) }),
    services,
    companies: createCompaniesService({ companies: createCompaniesRepository(db), auth, invitations }),
    roles: createRolesService({ roles: createRolesRepository(db) }),
    users: createUsersService({ users: createUsersRepository(db), auth, transact, clock, invitations }),
    dashboard: createDashboardService({ dashboard: createDashboardRepository(db), finance }),
    overview: createOverviewService({ overview: createOverviewRepository(db), finance, clock }),
    subscriptions: createSubscriptionsService({ subscriptions: createSubscriptionsRepository(db), activity, transact, clock }),
    transactions: createTransactionsService({ transactions: createTransactionsRepository(db), finance, activity, transact, clock }),
    branding: createBrandingService({ businessProfile: createBusinessProfileRepository(db), activity, transact }),
    businessProfile: createBusinessProfileService({ businessProfile: createBusinessProfileRepository(db), activity, transact, onlinePayment }),
    apiKeys: createApiKeysService({ keys: apiKeys, activity, transact, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
