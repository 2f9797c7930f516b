import { eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, invoices, projects } from '../../db/schema/index.ts';

export interface ProjectRecipient {
  projectId: number;
  projectName: string;
  projectStatus: string;
  invoicePaid: boolean;
  invoiceNumber: string | null;
  invoiceTotal: string | null;
  /** The currency the invoice was issued in. */
  invoiceCurrency: string | null;
  invoiceDueDate: string | null;
  email: string;
}

/** Who hears about a project: its company's e-mail. Read by the system after a commit, so no actor scope. */
export function createNotificationsRepository(db: Db) {
  async function find(where: SQL): Promise<ProjectRecipient | undefined> {
    const [row] = await db
      .select({ projectId: projects.id, projectName: projects.projectName, projectStatus: projects.status, invoiceStatus: invoices.status,
        invoiceNumber: invoices.invoiceNumber, invoiceTotal: invoices.total, invoiceCurrency: invoices.currency, invoiceDueDate: invoices.dueDate, email: companies.email })
      .from(projects)
      .innerJoin(companies, eq(companies.id, projects.companyId))
      .leftJoin(invoices, eq(invoices.projectId, projects.id))
      .where(where)
      .limit(1);
    if (!row) return undefined;
    const { invoiceStatus, ...rest } = row;
    return { ...rest, invoicePaid: invoiceStatus === 'paid' };
  }

  return {
    ofProject: (projectId: number) => find(eq(projects.id, projectId)),
    ofInvoice: (invoiceId: number) => find(eq(invoices.id, invoiceId)),
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
