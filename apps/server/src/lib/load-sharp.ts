import type Sharp from 'sharp';
import { lazyRequire } from './lazy-require.ts';

/** sharp (libvips), loaded with the first image. Its operation cache only holds memory here, since every image is new. */
export const loadSharp = lazyRequire<typeof Sharp>('sharp', (sharp) => sharp.cache(false));
