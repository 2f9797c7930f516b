import { fork, type ChildProcess } from 'node:child_process';
import { ImageProcessingError, type DerivativesResult, type ImageProcessor } from './image-processor.ts';
import { asBuffer, type ImageWorkReply, type ImageWorkRequest } from './image-worker.ts';
import type { SvgToJpeg } from './svg-to-jpeg.ts';

export interface ChildImageProcessorOptions {
  /** The worker's entry file (dist/image-worker.js). */
  entry: string;
  /** Node flags for the worker (`--import tsx` to run it from source). */
  execArgv?: string[];
  /** How long the worker stays once it has nothing to do. */
  idleMs?: number;
}

type Work = { resolve: (value: DerivativesResult | Uint8Array) => void; reject: (error: Error) => void };
type NewRequest = ImageWorkRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * Image work (derivatives, the demo's photos) in a child process started when work arrives and
 * stopped `idleMs` after it runs out. libvips keeps the memory of its work (its own pools, and
 * freed blocks malloc cannot give back) for as long as its process lives: in a child that stops,
 * none of it stays with the idle server. A crash of the decoder ends only the child: the image's
 * work fails as retryable, and the next piece of work starts a new child.
 */
export function createChildImageProcessor({ entry, execArgv = [], idleMs = 5_000 }: ChildImageProcessorOptions): ImageProcessor & { svgToJpeg: SvgToJpeg; close(): void; running(): boolean } {
  /** The running worker and the work it was given; a worker that stops fails only its own work. */
  let worker: { process: ChildProcess; pending: Map<number, Work> } | undefined;
  let nextId = 1;
  let idleTimer: NodeJS.Timeout | undefined;

  function start() {
    const started = { process: fork(entry, [], { execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }), pending: new Map<number, Work>() };
    const { process: child, pending } = started;
    child.on('message', (reply: ImageWorkReply) => {
      const work = pending.get(reply.id);
      if (!work) return;
      pending.delete(reply.id);
      if ('result' in reply) work.resolve(reply.result);
      else work.reject(reply.error.code ? new ImageProcessingError(reply.error.code, reply.error.message, reply.error.retryable ?? true) : new Error(reply.error.message));
      if (!pending.size) rest(started);
    });
    const fail = (why: string) => {
      if (worker === started) worker = undefined;
      const lost = [...pending.values()];
      pending.clear();
      for (const work of lost) work.reject(new ImageProcessingError('IMAGE_UNREADABLE', `The image worker stopped (${why}) while working on the image`, true));
    };
    child.on('exit', (code, signal) => fail(signal ?? `exit code ${code}`));
    // Could not start, or a message could not be sent: the work is lost either way.
    child.on('error', (error) => {
      fail(error.message);
      child.kill();
    });
    return started;
  }

  /** Nothing to do: the server may exit without waiting for the worker, and the worker stops after `idleMs`. */
  function rest(idle: NonNullable<typeof worker>) {
    idle.process.unref();
    idle.process.channel?.unref();
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (worker !== idle || idle.pending.size) return;
      worker = undefined;
      idle.process.kill();
    }, idleMs);
    idleTimer.unref();
  }

  function call(request: NewRequest) {
    clearTimeout(idleTimer);
    const current = (worker ??= start());
    current.process.ref();
    current.process.channel?.ref();
    const id = nextId++;
    return new Promise<DerivativesResult | Uint8Array>((resolve, reject) => {
      current.pending.set(id, { resolve, reject });
      current.process.send({ ...request, id } as ImageWorkRequest);
    });
  }

  return {
    async makeDerivatives(input, kinds, options) {
      const result = (await call({ op: 'derivatives', input, kinds, options })) as DerivativesResult;
      return { ...result, outputs: result.outputs.map((output) => ({ ...output, data: asBuffer(output.data) })) };
    },
    svgToJpeg: async (svg, width) => asBuffer((await call({ op: 'svg-to-jpeg', svg, width })) as Uint8Array),
    close() {
      clearTimeout(idleTimer);
      worker?.process.kill();
      worker = undefined;
    },
    running: () => worker !== undefined,
  };
}
