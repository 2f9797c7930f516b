import type { z } from 'zod';
import type { Permission } from '../policy/permissions.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The record a path's `:id` names, checked with the module's own scoped read before the input is
 * read: 404 outside the caller's scope, 403 when seen but refused. The server maps each to its read.
 */
export type AccessTarget =
  | 'category'
  | 'service'
  | 'company'
  | 'user'
  | 'activeUser'
  | 'invoice'
  | 'project'
  /** The project's files as a listing: its folders and files in the caller's view. */
  | 'projectFiles'
  /** One file's bytes: a client only once the shoot is completed. */
  | 'projectFileRead'
  /** Uploads, folders and deletes: staff, and the assigned editor while the shoot is open. */
  | 'projectFileWrite'
  /** ZIPs of a folder or the favourites: a client only once the invoice is paid. */
  | 'projectFileDownload'
  /** A calendar feed: staff any, a photographer their own, a client its company's. */
  | 'calendarFeed'
  /** A revision request: staff any, a client its company's, an editor those assigned to them. */
  | 'revision'
  /** A project as revision work sees it: the project read, plus a completed one with an open request assigned to the editor. */
  | 'revisionProject';

/** Who may call an operation: anyone (logins, health, signed links), or a role holding the permission. */
export type OperationAccess =
  | { public: true }
  | {
      permission: Permission;
      target?: AccessTarget;
      /** What a role without the permission is told, where the refusal has its own words. */
      refusal?: string;
    };

/**
 * Where an operation is and who may call it: free of schemas, so the web app calls the API by
 * name without shipping the schema library on its first screens.
 */
export interface OperationRoute {
  method: HttpMethod;
  /** The URL, with `:name` for each path parameter. */
  path: string;
  access: OperationAccess;
  /**
   * A body that is not JSON, read by the handler as a stream: a multipart form, or the raw bytes
   * of a file.
   */
  upload?: 'multipart' | 'raw';
  /** The success answer is bytes of this content type (a ZIP, a PDF, an image), not JSON. */
  file?: string;
}

/** What an operation takes and answers, validated by the server and typed for the web app. */
export interface OperationSchemas {
  summary: string;
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** The fields of a multipart upload, for the docs (the handler reads them from the stream). */
  uploadFields?: z.ZodType;
  /**
   * Answers by status; a `file` route's answer is described here for the docs. A 503 is an answer
   * in its own shape, not the error envelope (health's degraded state), sent by the handler itself.
   */
  responses: Partial<Record<200 | 201 | 206 | 503, z.ZodType>>;
  /** The error statuses it may answer, each with the error envelope. */
  errors: readonly number[];
}

export const defineRoutes = <const Table extends Record<string, OperationRoute>>(table: Table) => table;

/** The schemas of a route table: one entry for each of its routes, or the typecheck fails. */
export const defineSchemas =
  <Routes extends Record<string, OperationRoute>>() =>
  <const Table extends { [Name in keyof Routes]: OperationSchemas }>(table: Table) =>
    table;
