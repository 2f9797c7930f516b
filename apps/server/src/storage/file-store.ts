/** Where project files live; local disk by default, an S3-compatible bucket in production. */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Proves the store can be written and read; throws with a reason otherwise. */
  check(): Promise<void>;
}
