import type { IncomingMessage } from 'node:http';
import { AppError } from '../errors.ts';

/** How much of a body that is too large is read and dropped so its sender hears the 413; past it the socket is closed. */
const drainLimitBytes = 16 * 1024 * 1024;

/**
 * The whole request body as bytes, for a call whose body must be read exactly as sent (a signature
 * covers it). A body over `limitBytes` answers 413 and nothing of it is kept.
 */
export function readRawBody(raw: IncomingMessage, limitBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    raw.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limitBytes) chunks.push(chunk);
      else if (size > limitBytes + drainLimitBytes) raw.destroy();
    });
    raw.once('end', () =>
      size > limitBytes ? reject(new AppError('PAYLOAD_TOO_LARGE', `body: at most ${Math.round(limitBytes / 1024)} KiB`)) : resolve(Buffer.concat(chunks, size)),
    );
    raw.once('close', () => {
      if (!raw.readableEnded) reject(new AppError('PAYLOAD_TOO_LARGE', `body: at most ${Math.round(limitBytes / 1024)} KiB`));
    });
    raw.once('error', reject);
  });
}
