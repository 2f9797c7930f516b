import type { RevisionOperationName } from '@portal/contract';
import type { OperationHandlers } from '../../http/register-operations.ts';
import { actorOf } from '../../plugins/authenticate.ts';
import type { RevisionsService } from './revisions.service.ts';

/** Revision requests: /api/v1/projects/{id}/revisions/ and /api/v1/revisions/... */
export const revisionsHandlers = (revisions: RevisionsService): OperationHandlers<RevisionOperationName> => ({
  createRevision: async (request) => {
    const data = await revisions.create(actorOf(request), request.params.id, request.body);
    return { success: true, message: `Revision request sent: ${data.item_count} note(s), round ${data.round}.`, data };
  },
  listProjectRevisions: async (request) => ({ success: true, data: await revisions.listForProject(actorOf(request), request.params.id) }),
  listRevisions: async (request) => ({ success: true, data: await revisions.list(actorOf(request), request.query) }),
  getRevision: async (request) => ({ success: true, data: await revisions.get(actorOf(request), request.params.id) }),
  updateRevision: async (request) => ({ success: true, data: await revisions.update(actorOf(request), request.params.id, request.body) }),
  updateRevisionItem: async (request) => ({ success: true, data: await revisions.updateItem(actorOf(request), request.params.id, request.params.itemId, request.body) }),
  replyToRevisionItem: async (request) => ({ success: true, data: await revisions.reply(actorOf(request), request.params.id, request.params.itemId, request.body.text) }),
  addRevisionInvoiceLine: async (request) => {
    const data = await revisions.addInvoiceLine(actorOf(request), request.params.id, request.body);
    return { success: true, message: `Round ${data.revision.round} added to invoice ${data.invoice.invoiceNumber}.`, data };
  },
});
