import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createChildImageProcessor } from './child-image-processor.ts';
import { createSharpImageProcessor, ImageProcessingError } from './image-processor.ts';

// The worker's entry from source, run through tsx as `npm run dev` runs the server.
const entry = fileURLToPath(new URL('../../image-worker.ts', import.meta.url));
const fromSource = { entry, execArgv: ['--import', 'tsx'] };
const dir = mkdtempSync(path.join(tmpdir(), 'image-worker-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const photo = () => sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#4a7fb0' } }).jpeg({ quality: 90 }).toBuffer();
const until = async (check: () => boolean, ms = 10_000) => {
  for (const end = Date.now() + ms; Date.now() < end; ) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
};

describe('image work in a child process', () => {
  it('makes the same derivatives as in this process, from bytes and from a file, then stops once idle', async () => {
    const images = createChildImageProcessor({ ...fromSource, idleMs: 300 });
    try {
      const bytes = await photo();
      const file = path.join(dir, 'photo.jpg');
      writeFileSync(file, bytes);
      const [fromBytes, fromFile, here] = await Promise.all([images.makeDerivatives(bytes), images.makeDerivatives(file, ['thumbnail', 'mls']), createSharpImageProcessor().makeDerivatives(bytes)]);
      const shape = (result: typeof here) => ({ ...result, outputs: result.outputs.map(({ data, ...rest }) => ({ ...rest, isBuffer: Buffer.isBuffer(data), bytes: data.length > 0 })) });
      expect(shape(fromBytes)).toEqual(shape(here));
      expect(fromFile.outputs.map((output) => [output.kind, output.width, output.height])).toEqual([
        ['thumbnail', 480, 320],
        ['mls', 1800, 1200],
      ]);
      expect((await sharp(fromBytes.outputs.find((output) => output.kind === 'thumbnail')!.data).metadata()).format).toBe('webp');
      expect(images.running()).toBe(true);
      expect(await until(() => !images.running())).toBe(true);

      // Work after it stopped starts a new worker.
      const jpeg = await images.svgToJpeg('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#c33"/></svg>', 300);
      expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 150 });
    } finally {
      images.close();
    }
  }, 60_000);

  it('answers an image it refuses with the same error as in this process: its code, message and whether to retry', async () => {
    const images = createChildImageProcessor(fromSource);
    try {
      const garbage = Buffer.from('not an image at all');
      const [there, here] = await Promise.all([images.makeDerivatives(garbage).catch((error: unknown) => error), createSharpImageProcessor().makeDerivatives(garbage).catch((error: unknown) => error)]);
      expect(there).toBeInstanceOf(ImageProcessingError);
      expect(here).toMatchObject({ code: 'IMAGE_UNREADABLE', message: expect.stringContaining('The image could not be read') });
      const { code, message, retryable } = here as ImageProcessingError;
      expect(there).toMatchObject({ code, message, retryable });
    } finally {
      images.close();
    }
  }, 60_000);

  it('fails the work of a worker that dies as retryable, and the next piece of work gets a new worker', async () => {
    const dying = path.join(dir, 'dying-worker.mjs');
    writeFileSync(dying, "process.on('message', () => process.exit(3));");
    const images = createChildImageProcessor({ entry: dying });
    try {
      for (let round = 0; round < 2; round++) {
        const lost = await images.makeDerivatives(Buffer.from('x')).catch((error: unknown) => error);
        expect(lost).toBeInstanceOf(ImageProcessingError);
        expect(lost).toMatchObject({ retryable: true, message: 'The image worker stopped (exit code 3) while working on the image' });
      }
    } finally {
      images.close();
    }
  }, 60_000);
});
