import { loadSharp } from '../../lib/load-sharp.ts';

/** Draws an SVG as a JPEG `width` pixels wide (the demo's generated photos). */
export type SvgToJpeg = (svg: string, width: number) => Promise<Buffer>;

/** In this process, with sharp. */
export const svgToJpeg: SvgToJpeg = (svg, width) => loadSharp()(Buffer.from(svg)).resize({ width }).jpeg({ quality: 80 }).toBuffer();
