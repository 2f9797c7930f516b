import { createSharpImageProcessor, ImageProcessingError, type DerivativeKind, type DerivativesResult, type MlsRule } from './image-processor.ts';
import { svgToJpeg } from './svg-to-jpeg.ts';

/** What the server asks its image worker, one message per piece of work. */
export type ImageWorkRequest =
  | { id: number; op: 'derivatives'; input: string | Uint8Array; kinds?: readonly DerivativeKind[]; options?: { mls?: MlsRule } }
  | { id: number; op: 'svg-to-jpeg'; svg: string; width: number };

/** Its answer: the result, or the error as plain fields (an ImageProcessingError keeps its code and whether to retry). */
export type ImageWorkReply =
  | { id: number; result: DerivativesResult | Uint8Array }
  | { id: number; error: { message: string; code?: ImageProcessingError['code']; retryable?: boolean } };

/** Bytes that crossed the IPC channel (a Uint8Array there) as a Buffer over the same memory. */
export const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/**
 * The image worker's side: does each piece of image work the server sends over IPC with sharp and
 * answers it; leaves when the server goes (its IPC channel closes).
 */
export function serveImageWork() {
  const processor = createSharpImageProcessor();
  const run = (request: ImageWorkRequest): Promise<DerivativesResult | Buffer> =>
    request.op === 'derivatives'
      ? processor.makeDerivatives(typeof request.input === 'string' ? request.input : asBuffer(request.input), request.kinds, request.options)
      : svgToJpeg(request.svg, request.width);
  process.on('message', (request: ImageWorkRequest) => {
    run(request).then(
      (result) => process.send!({ id: request.id, result } satisfies ImageWorkReply),
      (error: unknown) =>
        process.send!({
          id: request.id,
          error: error instanceof ImageProcessingError ? { message: error.message, code: error.code, retryable: error.retryable } : { message: error instanceof Error ? error.message : String(error) },
        } satisfies ImageWorkReply),
    );
  });
  process.on('disconnect', () => process.exit(0));
}
