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
    onlinePayment = false,
  }: { tokenTtlHours: number; clock?: () => Date; notifications?: Notifications; invitations?: Invitations; events?: PublishEvent; apiKeyRateLimit?: number; onlinePayment?: boolean },
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
  });
  return {
    auth,
    invoices,
    projects: createProjectsService({ projects: createProjectsRepository(db), activity, invoicing: invoices, transact, notify: notifications, events }),
    categories: createCategoriesService({ categories: createCategoriesRepository(db) }),
    services: createServicesService({ services: createServicesRepository(db) }),
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
