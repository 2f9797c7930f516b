import type { Project, ProjectList } from '@portal/contract';
import type { Actor } from '../../access/actor.ts';
import { seesBilling, seesFileNames, seesInvoice } from '../../access/visibility.ts';
import { isoString } from '../../lib/list.ts';
import type { ProjectRow } from './projects.repository.ts';

/**
 * A project row as this actor may see it: amounts and the invoice id only for those who see
 * billing (an editor gets the paid badge, a client too while the invoice is a draft), file paths
 * only for those who see the file names.
 */
export function toProject(row: ProjectRow, actor: Actor): Project {
  const billing = seesBilling(actor);
  const service = row.service && { id: row.service.id, serviceName: row.service.serviceName, name: row.service.serviceName, description: row.service.description };
  return {
    id: row.id,
    projectName: row.projectName,
    name: row.projectName,
    title: row.projectName,
    description: row.description,
    client_name: row.companyName,
    projectStatus: row.status,
    status: row.status,
    ...(billing && { budget: row.budget }),
    start_date: row.startDate,
    end_date: row.endDate,
    invoice: row.invoice?.status === 'paid' ? 'paid' : 'not paid',
    invoice_status: row.invoice?.status ?? null,
    ...(billing && { invoice_id: row.invoice && seesInvoice(actor, row.invoice) ? row.invoice.id : null }),
    siteAddress: row.siteAddress,
    created_at: isoString(row.createdAt),
    updated_at: isoString(row.updatedAt),
    ...(seesFileNames(actor, row) && { file_paths: row.files.paths }),
    file_count: Number(row.files.count),
    favourite_count: Number(row.favouriteCount),
    assignedTo: row.editor,
    company: {
      id: row.companyId,
      companyName: row.companyName,
      name: row.companyName,
      email: row.companyEmail,
      mobile: row.companyPhone,
      phone: row.companyPhone,
      address: row.companyAddress,
    },
    service: service && (billing ? { ...service, price: row.service!.price, gstRate: row.service!.gstRate } : service),
    category: row.category,
  };
}

/** The stat cards as this actor may see them: the budget total goes with the budgets. */
export function toProjectStats(stats: Required<ProjectList['stats']>, actor: Actor): ProjectList['stats'] {
  if (seesBilling(actor)) return stats;
  const { total_budget: _withheld, ...counts } = stats;
  return counts;
}
