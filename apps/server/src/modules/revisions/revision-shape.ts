import type { RevisionItem, RevisionReply, RevisionRequest } from '@portal/contract';
import { isoOrNull, isoString } from '../../lib/list.ts';
import type { FileOfItem, RevisionItemRow, RevisionListRow, RevisionReplyRow } from './revisions.repository.ts';

/** The signed links a viewer gets for a pinned file, or nulls where none is ready or allowed. */
export type ItemLinks = (file: FileOfItem) => { thumbnail_url: string | null; preview_url: string | null };

export const toRevisionReply = (row: RevisionReplyRow): RevisionReply => ({ id: row.id, author_name: row.authorName, side: row.side, text: row.text, created_at: isoString(row.createdAt) });

function toRevisionItem(item: RevisionItemRow, file: FileOfItem, replies: RevisionReplyRow[], links: ItemLinks): RevisionItem {
  return {
    id: item.id,
    file_id: item.fileId,
    file_name: file.fileName,
    folder_path: file.folderPath,
    x: item.x,
    y: item.y,
    note: item.note,
    status: item.status,
    file_version: file.version,
    fixed_version: item.fixedVersion,
    fixed_at: isoOrNull(item.fixedAt),
    ...links(file),
    replies: replies.filter((reply) => reply.itemId === item.id).map(toRevisionReply),
  };
}

export function toRevisionRequest(
  row: RevisionListRow,
  content: { items: Array<{ item: RevisionItemRow; file: FileOfItem }>; replies: RevisionReplyRow[]; requestedBy: string; links: ItemLinks },
): RevisionRequest {
  const { request } = row;
  const items = content.items.filter(({ item }) => item.requestId === request.id).map(({ item, file }) => toRevisionItem(item, file, content.replies, content.links));
  return {
    id: request.id,
    project_id: request.projectId,
    project_name: row.projectName,
    round: request.round,
    status: request.status,
    billable: request.billable,
    invoiced: request.invoicedAmount !== null,
    invoiced_amount: request.invoicedAmount,
    editor_id: request.editorId,
    editor_name: row.editorName,
    requested_by: content.requestedBy,
    created_at: isoString(request.createdAt),
    updated_at: isoString(request.updatedAt),
    completed_at: isoOrNull(request.completedAt),
    item_count: items.length,
    fixed_count: items.filter((item) => item.status === 'fixed').length,
    items,
  };
}
