import type { Category, Company, FileEntry, Project, Service, Transaction, User, WebhookEndpoint } from '@portal/contract';
import { formatDate } from '@/lib/format';

/**
 * What a delete confirmation says: the thing by name, and exactly what the server deletes with it
 * (or why it refuses, in which case `blocked` keeps the Delete button from being offered).
 */
export interface DeleteText {
  description: string;
  blocked?: boolean;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** A project goes with its invoice (and that invoice's expenses), its folders and files; ledger entries made by hand stay. */
export function projectDeleteText(project: Pick<Project, 'projectName' | 'invoice_id' | 'file_count'>, invoiceNumber?: string): DeleteText {
  const invoice = project.invoice_id ? `its invoice${invoiceNumber ? ` ${invoiceNumber}` : ''}` : null;
  const files = project.file_count > 0 ? `its folders and ${plural(project.file_count, 'file')}` : 'its folders';
  const goes = invoice ? `${invoice}${project.file_count > 0 ? ',' : ' and'} ${files}` : files;
  return { description: `Delete project '${project.projectName}'? ${goes.charAt(0).toUpperCase()}${goes.slice(1)} are deleted too. Ledger entries added by hand stay.` };
}

/** A company with projects or active client logins is refused; otherwise its sign-in and subscriptions go with it. */
export function companyDeleteText(company: Pick<Company, 'companyName' | 'project_count' | 'client_login_count'>): DeleteText {
  const name = company.companyName;
  if (company.project_count > 0) {
    return { blocked: true, description: `'${name}' has ${plural(company.project_count, 'project')}, so it cannot be deleted: delete them or move them to another company first.` };
  }
  if (company.client_login_count > 0) {
    return { blocked: true, description: `'${name}' still has ${plural(company.client_login_count, 'active client login')}, so it cannot be deleted: delete those users first.` };
  }
  return { description: `Delete company '${name}'? Its own sign-in and any plan subscriptions are deleted too; its ledger entries stay, no longer linked to it.` };
}

/** Deleting a user deactivates the account: signed out, no sign-in, its history kept. */
export function userDeleteText(user: Pick<User, 'username' | 'email'>): DeleteText {
  return { description: `Delete user '${user.username || user.email}'? They are signed out and can no longer sign in; their projects, uploads and history stay.` };
}

/** A service or category still used by projects is refused; an unused one goes alone. */
function unusedOnly(kind: 'service' | 'category', name: string, projectCount: number, fix: string): DeleteText {
  if (projectCount > 0) return { blocked: true, description: `The ${kind} '${name}' is used by ${plural(projectCount, 'project')}, so it cannot be deleted: ${fix} first.` };
  return { description: `Delete ${kind} '${name}'? No project uses it, so nothing else is deleted.` };
}

export const serviceDeleteText = (service: Pick<Service, 'serviceName' | 'name' | 'project_count'>) =>
  unusedOnly('service', service.serviceName || service.name, service.project_count, 'change their service');

export const categoryDeleteText = (category: Pick<Category, 'name' | 'project_count'>) =>
  unusedOnly('category', category.name, category.project_count, 'move them to another category');

/** Only entries made by hand are deleted, and nothing goes with them. */
export function transactionDeleteText(entry: Pick<Transaction, 'description' | 'amount' | 'date' | 'type'>, money: (amount: string) => string): DeleteText {
  const sign = entry.type === 'income' ? '+' : '−';
  return { description: `Delete the ${entry.type} '${entry.description}' (${sign}${money(entry.amount)}, ${formatDate(entry.date)})? Only this ledger entry is deleted.` };
}

/** A file goes with its previews and favourite marks; a folder with everything under it. */
export function fileEntryDeleteText(entry: Pick<FileEntry, 'name' | 'is_folder' | 'item_count' | 'favourite_count'>): DeleteText {
  if (entry.is_folder) {
    const count = entry.item_count ?? 0;
    return {
      description:
        count === 0
          ? `Delete folder '${entry.name}'? It is empty.`
          : `Delete folder '${entry.name}'? The ${plural(count, 'item')} in it, and everything inside those, ${count === 1 ? 'is' : 'are'} deleted too.`,
    };
  }
  const favourites = entry.favourite_count > 0 ? `, and ${entry.favourite_count === 1 ? 'a client’s favourite mark' : `${entry.favourite_count} clients’ favourite marks`}` : '';
  return { description: `Delete file '${entry.name}'? Its thumbnail and previews${favourites} are deleted too.` };
}

/** A webhook endpoint goes with its delivery log; events stop at once, even those still being retried. */
export const webhookDeleteText = (endpoint: Pick<WebhookEndpoint, 'url'>): DeleteText => ({
  description: `Delete the webhook endpoint ${endpoint.url}? Its delivery log is deleted too, and no more events are sent to it, not even retries of earlier ones.`,
});
