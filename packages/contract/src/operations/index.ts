import { authSchemas } from './auth.ts';
import { categorySchemas } from './categories.ts';
import { dashboardSchemas } from './dashboard.ts';
import { invoiceSchemas } from './invoices.ts';
import { paymentSchemas } from './payments.ts';
import { overviewSchemas } from './overview.ts';
import { serviceSchemas } from './services.ts';
import { subscriptionSchemas } from './subscriptions.ts';
import { transactionSchemas } from './transactions.ts';
import { companySchemas } from './companies.ts';
import { healthSchemas } from './health.ts';
import { roleSchemas } from './roles.ts';
import { brandingSchemas, settingsSchemas } from './settings.ts';
import { apiKeySchemas } from './api-keys.ts';
import { userSchemas } from './users.ts';
import type { OperationSchemas } from './define.ts';
import { favouriteSchemas } from './favourites.ts';
import { fileLinkSchemas } from './file-links.ts';
import { fileSchemas } from './files.ts';
import { tusUploadSchemas } from './tus-uploads.ts';
import { projectSchemas } from './projects.ts';
import { webhookSchemas } from './webhooks.ts';
import { orderSchemas } from './orders.ts';
import { calendarSchemas } from './calendar.ts';
import { fileVersionSchemas, revisionSchemas } from './revisions.ts';
import { listingSchemas } from './listing.ts';
import type { OperationName, OperationRoutes } from './routes/index.ts';

export * from './routes/index.ts';
export * from './types.ts';
export { createOrderResponse, type CreateOrderResponse } from './orders.ts';
export { scheduleProjectResponse, type ScheduleProjectResponse } from './calendar.ts';

/** What each operation takes and answers, by the names of `operationRoutes`. */
export const operationSchemas = {
  ...categorySchemas,
  ...serviceSchemas,
  ...invoiceSchemas,
  ...paymentSchemas,
  ...subscriptionSchemas,
  ...transactionSchemas,
  ...dashboardSchemas,
  ...overviewSchemas,
  ...authSchemas,
  ...userSchemas,
  ...roleSchemas,
  ...companySchemas,
  ...settingsSchemas,
  ...brandingSchemas,
  ...apiKeySchemas,
  ...healthSchemas,
  ...projectSchemas,
  ...fileSchemas,
  ...tusUploadSchemas,
  ...favouriteSchemas,
  ...fileLinkSchemas,
  ...webhookSchemas,
  ...orderSchemas,
  ...calendarSchemas,
  ...revisionSchemas,
  ...fileVersionSchemas,
  ...listingSchemas,
} satisfies { [Name in OperationName]: OperationSchemas };

export type OperationSchemasTable = typeof operationSchemas;
/** An operation by name: its route and its schemas, with their own types. */
export type OperationOf<Name extends OperationName> = OperationRoutes[Name] & OperationSchemasTable[Name];
