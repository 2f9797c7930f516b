import { authRoutes } from './auth.ts';
import { categoryRoutes } from './categories.ts';
import { dashboardRoutes } from './dashboard.ts';
import { invoiceRoutes } from './invoices.ts';
import { paymentRoutes } from './payments.ts';
import { overviewRoutes } from './overview.ts';
import { serviceRoutes } from './services.ts';
import { subscriptionRoutes } from './subscriptions.ts';
import { transactionRoutes } from './transactions.ts';
import { companyRoutes } from './companies.ts';
import { healthRoutes } from './health.ts';
import { roleRoutes } from './roles.ts';
import { brandingRoutes, settingsRoutes } from './settings.ts';
import { apiKeyRoutes } from './api-keys.ts';
import { userRoutes } from './users.ts';
import { favouriteRoutes } from './favourites.ts';
import { fileLinkRoutes } from './file-links.ts';
import { fileRoutes } from './files.ts';
import { tusUploadRoutes } from './tus-uploads.ts';
import { projectRoutes } from './projects.ts';
import { webhookRoutes } from './webhooks.ts';
import { orderRoutes } from './orders.ts';
import { calendarRoutes } from './calendar.ts';
import { fileVersionRoutes, revisionRoutes } from './revisions.ts';
import { listingRoutes } from './listing.ts';

export type { AuthOperationName } from './auth.ts';
export type { CategoryOperationName } from './categories.ts';
export type { DashboardOperationName } from './dashboard.ts';
export type { InvoiceOperationName } from './invoices.ts';
export type { PaymentOperationName } from './payments.ts';
export type { OverviewOperationName } from './overview.ts';
export type { ServiceOperationName } from './services.ts';
export type { SubscriptionOperationName } from './subscriptions.ts';
export type { TransactionOperationName } from './transactions.ts';
export type { CompanyOperationName } from './companies.ts';
export type { HealthOperationName } from './health.ts';
export type { RoleOperationName } from './roles.ts';
export type { BrandingOperationName, SettingsOperationName } from './settings.ts';
export type { ApiKeyOperationName } from './api-keys.ts';
export type { UserOperationName } from './users.ts';
export { type FavouriteOperationName, onlyClientsMessage } from './favourites.ts';
export type { FileLinkOperationName } from './file-links.ts';
export type { FileOperationName } from './files.ts';
export type { TusUploadOperationName } from './tus-uploads.ts';
export type { ProjectOperationName } from './projects.ts';
export type { WebhookOperationName } from './webhooks.ts';
export type { OrderOperationName } from './orders.ts';
export type { CalendarOperationName } from './calendar.ts';
export type { FileVersionOperationName, RevisionOperationName } from './revisions.ts';
export type { ListingOperationName } from './listing.ts';
export * from '../define.ts';

/**
 * Every call of the API by name: where it is and who may call it. Its schemas are in
 * `operationSchemas`, one entry per name. The server registers one handler for each (a missing
 * one fails the typecheck), the web app calls them by name, /api/docs is generated from them and
 * the access matrix must cover each.
 */
export const operationRoutes = {
  ...categoryRoutes,
  ...serviceRoutes,
  ...invoiceRoutes,
  ...paymentRoutes,
  ...subscriptionRoutes,
  ...transactionRoutes,
  ...dashboardRoutes,
  ...overviewRoutes,
  ...authRoutes,
  ...userRoutes,
  ...roleRoutes,
  ...companyRoutes,
  ...settingsRoutes,
  ...brandingRoutes,
  ...apiKeyRoutes,
  ...healthRoutes,
  ...projectRoutes,
  ...fileRoutes,
  ...tusUploadRoutes,
  ...favouriteRoutes,
  ...fileLinkRoutes,
  ...webhookRoutes,
  ...orderRoutes,
  ...calendarRoutes,
  ...revisionRoutes,
  ...fileVersionRoutes,
  ...listingRoutes,
};

export type OperationRoutes = typeof operationRoutes;
export type OperationName = keyof OperationRoutes;
