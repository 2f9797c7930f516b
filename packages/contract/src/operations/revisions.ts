import { z } from 'zod';
import { dataResponse } from '../envelope.ts';
import { idParam } from '../list.ts';
import {
  createRevisionInput,
  fileVersion,
  fileVersionParams,
  fileVersionRestoreParams,
  fileVersionUploadFields,
  revisionInvoiceLineInput,
  revisionItemParam,
  revisionListQuery,
  revisionParam,
  revisionReply,
  revisionReplyInput,
  revisionRequest,
  updateRevisionInput,
  updateRevisionItemInput,
} from '../revisions.ts';
import { fileEntry } from '../files.ts';
import { invoice } from '../invoices.ts';
import { defineSchemas } from './define.ts';
import type { fileVersionRoutes, revisionRoutes } from './routes/revisions.ts';

const tag = 'revisions';
const errors = [400, 401, 403, 404, 409] as const;

export const revisionSchemas = defineSchemas<typeof revisionRoutes>()({
  createRevision: {
    tag,
    summary: "Request revisions: pins (file, x, y as fractions of the image, note) on a completed project's photos, sent as one request",
    params: idParam,
    body: createRevisionInput,
    responses: { 201: dataResponse(revisionRequest) },
    errors,
  },
  listProjectRevisions: { tag, summary: "A project's revision requests (rounds) with their pins and replies", params: idParam, responses: { 200: dataResponse(z.array(revisionRequest)) }, errors },
  listRevisions: {
    tag,
    summary: "Revision requests: staff every one, an editor those assigned to them (their task list)",
    query: revisionListQuery,
    responses: { 200: dataResponse(z.array(revisionRequest)) },
    errors,
  },
  getRevision: { tag, summary: 'One revision request with its pins and replies', params: revisionParam, responses: { 200: dataResponse(revisionRequest) }, errors },
  updateRevision: {
    tag,
    summary: 'Assign the editor (staff) or move the status open -> in_progress -> done (done once every pin is fixed)',
    params: revisionParam,
    body: updateRevisionInput,
    responses: { 200: dataResponse(revisionRequest) },
    errors,
  },
  updateRevisionItem: {
    tag,
    summary: 'Mark a pin fixed (staff, the assigned editor) or reopen it (the client)',
    params: revisionItemParam,
    body: updateRevisionItemInput,
    responses: { 200: dataResponse(revisionRequest) },
    errors,
  },
  replyToRevisionItem: { tag, summary: 'Reply on a pin (the client, staff, the assigned editor)', params: revisionItemParam, body: revisionReplyInput, responses: { 201: dataResponse(revisionReply) }, errors },
  addRevisionInvoiceLine: {
    tag,
    summary: "Bill a billable round: a line on the project's invoice (once), totals recomputed",
    params: revisionParam,
    body: revisionInvoiceLineInput,
    responses: { 201: dataResponse(z.object({ revision: revisionRequest, invoice })) },
    errors,
  },
});

export const fileVersionSchemas = defineSchemas<typeof fileVersionRoutes>()({
  uploadFileVersion: {
    tag,
    summary: "Upload a new version of a file: same id, name, folder and favourites; derivatives are made again and links to the old version stop working",
    params: fileVersionParams,
    uploadFields: fileVersionUploadFields,
    responses: { 201: dataResponse(fileEntry) },
    errors: [...errors, 413, 415],
  },
  listFileVersions: { tag, summary: "A file's versions, newest first, with who uploaded each and when", params: fileVersionParams, responses: { 200: dataResponse(z.array(fileVersion)) }, errors },
  restoreFileVersion: {
    tag,
    summary: 'Restore an earlier version (staff): its bytes become a new, current version',
    params: fileVersionRestoreParams,
    responses: { 200: dataResponse(fileEntry) },
    errors,
  },
});
