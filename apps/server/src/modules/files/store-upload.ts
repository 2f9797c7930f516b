import { createHash } from 'node:crypto';
import { Transform, Writable, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../../errors.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { sniffBytes, sniffType, type SniffedType } from './sniff-type.ts';

export interface StoredUpload {
  size: number;
  checksum: string;
  type: SniffedType;
}

export const tooLargeMessage = (maxBytes: number) => `File too large: the limit is ${formatBytes(maxBytes)} per file.`;

function formatBytes(bytes: number) {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}

const cutShortMessage = 'ended before the file was complete';
const cutShort = () => new AppError('VALIDATION_FAILED', `body: ${cutShortMessage}`, [{ field: 'body', message: cutShortMessage }]);

/** What every upload records of its bytes, fed piece by piece: the count, the SHA-256 and the first bytes (for the type). */
export class UploadMeasure {
  size = 0;
  readonly head: Buffer[] = [];
  private headLength = 0;
  private readonly hash = createHash('sha256');

  update(chunk: Buffer) {
    this.size += chunk.length;
    this.hash.update(chunk);
    if (this.headLength < sniffBytes) {
      const part = chunk.subarray(0, sniffBytes - this.headLength);
      this.head.push(Buffer.from(part));
      this.headLength += part.length;
    }
  }

  /** Once every byte has passed: size, checksum and type. */
  async result(): Promise<StoredUpload> {
    return { size: this.size, checksum: this.hash.digest('hex'), type: await sniffType(Buffer.concat(this.head)) };
  }
}

/** Measures what passes through; fails once past the size limit. */
class UploadMeter extends Transform {
  readonly measure = new UploadMeasure();

  constructor(private readonly maxBytes: number) {
    super();
  }

  get size() {
    return this.measure.size;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    if (this.measure.size + chunk.length > this.maxBytes) {
      this.measure.size += chunk.length;
      return callback(new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(this.maxBytes)));
    }
    this.measure.update(chunk);
    callback(null, chunk);
  }
}

/**
 * Streams an upload into the store under `key`: never whole in memory, at most `maxBytes`, with its
 * SHA-256 and its type read from the first bytes. On any failure the store keeps nothing.
 */
export async function storeUpload(store: FileStore, key: string, source: Readable, { maxBytes, size }: { maxBytes: number; size?: number }): Promise<StoredUpload> {
  if (size !== undefined && size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage(maxBytes));
  // The parser may have ended the part while we were busy (a body cut short): it will emit nothing more.
  if (source.errored || (source.destroyed && !source.readableEnded)) throw cutShort();
  const meter = new UploadMeter(maxBytes);
  source.on('error', () => meter.destroy(cutShort()));
  meter.on('error', () => source.destroy());
  source.pipe(meter);
  await store.put(key, meter, { size });
  return meter.measure.result();
}

/**
 * Measures an object already in the store (a resumable upload, written piece by piece): its size,
 * SHA-256 and type, read once through the same meter as a streamed upload. 409 when it does not
 * hold exactly `size` bytes.
 */
export async function measureStored(store: FileStore, key: string, size: number): Promise<StoredUpload> {
  const meter = new UploadMeter(size);
  const source = await store.get(key);
  await pipeline(
    source,
    meter,
    new Writable({
      write: (_chunk, _encoding, callback) => callback(),
    }),
  ).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE') throw notWhole(size);
    throw error;
  });
  if (meter.size !== size) throw notWhole(size);
  return meter.measure.result();
}

const notWhole = (size: number) => new AppError('CONFLICT', `The stored upload does not hold the ${size} bytes announced.`);
