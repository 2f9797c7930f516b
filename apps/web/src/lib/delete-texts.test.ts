import { formatMoney } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { categoryDeleteText, companyDeleteText, fileEntryDeleteText, projectDeleteText, serviceDeleteText, transactionDeleteText, userDeleteText, webhookDeleteText } from './delete-texts';

describe('delete confirmations', () => {
  it('name the project and what the server deletes with it: the invoice by number, the folders and files', () => {
    expect(projectDeleteText({ projectName: 'Sunset Villa', invoice_id: 12, file_count: 42 }, 'INV-0012').description).toBe(
      "Delete project 'Sunset Villa'? Its invoice INV-0012, its folders and 42 files are deleted too. Ledger entries added by hand stay.",
    );
    expect(projectDeleteText({ projectName: 'Sunset Villa', invoice_id: 12, file_count: 1 }).description).toContain('Its invoice, its folders and 1 file are deleted too.');
    expect(projectDeleteText({ projectName: 'Empty Lot', invoice_id: 3, file_count: 0 }, 'INV-0003').description).toContain('Its invoice INV-0003 and its folders are deleted too.');
    expect(projectDeleteText({ projectName: 'No Bill', invoice_id: null, file_count: 2 }).description).toContain('Its folders and 2 files are deleted too.');
  });

  it('say what keeps a company, a service or a category, and block the delete the server would refuse', () => {
    expect(companyDeleteText({ companyName: 'Bayside', project_count: 1, client_login_count: 0 })).toEqual({
      blocked: true,
      description: "'Bayside' has 1 project, so it cannot be deleted: delete them or move them to another company first.",
    });
    expect(companyDeleteText({ companyName: 'Bayside', project_count: 0, client_login_count: 2 }).blocked).toBe(true);
    expect(companyDeleteText({ companyName: 'Bayside', project_count: 0, client_login_count: 0 })).toEqual({
      description: "Delete company 'Bayside'? Its own sign-in and any plan subscriptions are deleted too; its ledger entries stay, no longer linked to it.",
    });
    expect(serviceDeleteText({ serviceName: 'Drone', name: 'Drone', project_count: 3 }).description).toBe(
      "The service 'Drone' is used by 3 projects, so it cannot be deleted: change their service first.",
    );
    expect(categoryDeleteText({ name: 'Land', project_count: 0 })).toEqual({ description: "Delete category 'Land'? No project uses it, so nothing else is deleted." });
  });

  it('say a user is deactivated, a ledger entry goes alone, and what a folder or file takes with it', () => {
    expect(userDeleteText({ username: 'Maya Chen', email: 'maya@x.test' }).description).toBe(
      "Delete user 'Maya Chen'? They are signed out and can no longer sign in; their projects, uploads and history stay.",
    );
    expect(transactionDeleteText({ description: 'Fuel', amount: '1200.00', date: '2026-11-12', type: 'expense' }, (amount) => formatMoney(amount, 'INR')).description).toBe(
      "Delete the expense 'Fuel' (−₹1,200.00, 12-11-2026)? Only this ledger entry is deleted.",
    );
    expect(fileEntryDeleteText({ name: 'Edited', is_folder: true, item_count: 40, favourite_count: 0 }).description).toBe(
      "Delete folder 'Edited'? The 40 items in it, and everything inside those, are deleted too.",
    );
    expect(fileEntryDeleteText({ name: 'Empty', is_folder: true, item_count: 0, favourite_count: 0 }).description).toBe("Delete folder 'Empty'? It is empty.");
    expect(fileEntryDeleteText({ name: 'IMG_0042.jpg', is_folder: false, item_count: null, favourite_count: 2 }).description).toBe(
      "Delete file 'IMG_0042.jpg'? Its thumbnail and previews, and 2 clients’ favourite marks are deleted too.",
    );
  });

  it('say a webhook endpoint goes with its delivery log and its retries stop', () => {
    expect(webhookDeleteText({ url: 'https://crm.example.test/hook' }).description).toBe(
      'Delete the webhook endpoint https://crm.example.test/hook? Its delivery log is deleted too, and no more events are sent to it, not even retries of earlier ones.',
    );
  });
});
