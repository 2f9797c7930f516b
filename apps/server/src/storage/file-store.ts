import type { Readable } from 'node:stream';

/** Keys under this prefix are resumable (tus) uploads, written through the tus stores, and the files they became. */
export const resumableKeyPrefix = 'tus/';
/** What the tus stores keep beside a resumable upload's bytes: its info (local `.json`, S3 `.info`) and, on S3, a part below the 5 MiB smallest part (`.part`). */
const resumableSidecarSuffixes = ['.json', '.info', '.part'];
/** The keys of what the tus stores keep beside the upload at `key`. */
export const resumableSidecars = (key: string) => resumableSidecarSuffixes.map((suffix) => key + suffix);
/** The upload a key under `tus/` belongs to: the key itself, or the upload whose sidecar it is. */
export function resumableOwner(key: string) {
  const suffix = resumableSidecarSuffixes.find((candidate) => key.endsWith(candidate));
  return suffix ? key.slice(0, -suffix.length) : key;
}

/** How a browser should treat the bytes a link hands it. */
export interface DownloadOptions {
  /** Seconds the link works. */
  expiresIn: number;
  /** The name the browser saves it under (Content-Disposition filename). */
  fileName: string;
  contentType: string;
  /** 'inline' only for types a browser cannot run; everything else is an attachment. */
  disposition: 'inline' | 'attachment';
}

export interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
}

/**
 * Where project files live: local disk by default, an S3-compatible bucket in production.
 * Keys are slash-separated paths chosen by the app (`projects/12/<uuid>`); never user input.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Proves the store can be written and read; throws with a reason otherwise. */
  check(): Promise<void>;
  /**
   * Streams `body` into `key` without holding it in memory. The object appears under `key` only once
   * every byte is written; if the body errors or is destroyed, nothing is left under `key` or elsewhere.
   * `size`, when known, lets S3 send it in one request. Overwrites an existing object.
   */
  put(key: string, body: Readable, options?: { contentType?: string; size?: number }): Promise<{ size: number }>;
  /** The object's bytes, or a byte range of them (inclusive `end`); rejects with `NotFoundInStore` when absent. */
  get(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /**
   * The object's file on this machine, for readers that must seek in it (an image decoder) and need not
   * load it; only a store on local disk has one. Rejects with `NotFoundInStore` when absent.
   */
  localPath?(key: string): Promise<string>;
  /** Size and time of an object, or undefined when there is none. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** Removes the objects; keys that do not exist are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /**
   * Removes what uploads cut off by a crash left behind (partial temporary files, unfinished multipart
   * uploads) that has not been written to since `untouchedSince`; answers how many. Uploads still
   * under way keep being written to, so they are newer and stay.
   */
  removeInterruptedUploads(untouchedSince: Date): Promise<number>;
  /** Every object whose key starts with `prefix` (used to sweep abandoned uploads). */
  list(prefix: string): AsyncIterable<StoredObject>;
  /**
   * A URL a browser can GET directly (S3 presigned URL), or undefined when the store cannot hand one
   * out and the app serves the bytes itself behind its own signed link (local disk).
   */
  downloadUrl(key: string, options: DownloadOptions): Promise<string | undefined>;
  /**
   * A URL a browser can PUT the object to directly (S3 presigned PUT, signed with its Content-Length
   * so the store refuses any other size), or undefined when the app receives direct uploads itself (local disk).
   */
  uploadUrl(key: string, options: { expiresIn: number; contentType: string; size: number }): Promise<string | undefined>;
}

/** `get` of a key with no object. */
export class NotFoundInStore extends Error {
  constructor(readonly key: string) {
    super(`No object under ${key}`);
    this.name = 'NotFoundInStore';
  }
}
