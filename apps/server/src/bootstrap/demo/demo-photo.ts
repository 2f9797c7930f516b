import { svgToJpeg, type SvgToJpeg } from '../../modules/derivatives/svg-to-jpeg.ts';

/** The rooms a delivered demo shoot shows, in gallery order. */
export const demoScenes = ['Exterior', 'Living room', 'Kitchen', 'Twilight'] as const;
export type DemoScene = (typeof demoScenes)[number];

/** Drawn on a 1600 x 1067 canvas, rendered at 1200 x 800: enough for a preview, quick to make. */
const width = 1600;
const height = 1067;
const renderWidth = 1200;
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Flat shapes for each scene: sky and house, a room with a window, a kitchen bench, a lit house at dusk. */
function sceneShapes(scene: DemoScene, hue: number) {
  switch (scene) {
    case 'Exterior':
      return `<rect width="${width}" height="${height}" fill="url(#sky)"/>
        <circle cx="1330" cy="200" r="90" fill="hsl(48,95%,72%)"/>
        <rect y="760" width="${width}" height="307" fill="hsl(${(hue + 110) % 360},38%,40%)"/>
        <polygon points="420,760 800,440 1180,760" fill="hsl(${(hue + 200) % 360},30%,38%)"/>
        <rect x="500" y="620" width="600" height="270" fill="hsl(40,30%,93%)"/>
        <rect x="760" y="720" width="90" height="170" fill="hsl(20,40%,30%)"/>
        <rect x="560" y="670" width="130" height="100" fill="hsl(205,60%,78%)"/><rect x="910" y="670" width="130" height="100" fill="hsl(205,60%,78%)"/>`;
    case 'Living room':
      return `<rect width="${width}" height="${height}" fill="hsl(${hue},25%,90%)"/>
        <rect y="800" width="${width}" height="267" fill="hsl(30,35%,55%)"/>
        <rect x="980" y="170" width="420" height="420" fill="url(#sky)" stroke="white" stroke-width="18"/>
        <rect x="180" y="620" width="620" height="200" rx="30" fill="hsl(${(hue + 180) % 360},30%,45%)"/>
        <rect x="220" y="540" width="540" height="110" rx="30" fill="hsl(${(hue + 180) % 360},30%,52%)"/>
        <rect x="900" y="760" width="260" height="60" fill="hsl(25,40%,35%)"/>`;
    case 'Kitchen':
      return `<rect width="${width}" height="${height}" fill="hsl(${hue},20%,94%)"/>
        <rect y="640" width="${width}" height="427" fill="hsl(${(hue + 200) % 360},15%,35%)"/>
        <rect x="0" y="600" width="${width}" height="50" fill="hsl(0,0%,97%)"/>
        <rect x="120" y="180" width="520" height="260" fill="hsl(${(hue + 30) % 360},20%,82%)"/>
        <rect x="960" y="140" width="460" height="340" fill="url(#sky)" stroke="white" stroke-width="16"/>
        <circle cx="500" cy="120" r="40" fill="hsl(45,90%,70%)"/><circle cx="800" cy="120" r="40" fill="hsl(45,90%,70%)"/>`;
    case 'Twilight':
      return `<rect width="${width}" height="${height}" fill="url(#dusk)"/>
        <rect y="780" width="${width}" height="287" fill="hsl(230,25%,18%)"/>
        <polygon points="380,780 800,420 1220,780" fill="hsl(230,20%,22%)"/>
        <rect x="470" y="600" width="660" height="300" fill="hsl(230,15%,28%)"/>
        <rect x="530" y="660" width="160" height="120" fill="hsl(42,100%,68%)"/><rect x="910" y="660" width="160" height="120" fill="hsl(42,100%,68%)"/>
        <rect x="760" y="740" width="90" height="160" fill="hsl(38,90%,60%)"/>`;
  }
}

/**
 * A made-up listing photo: gradient, shapes and the shoot's label, as a JPEG the upload pipeline
 * treats like a camera's (no pictures kept in the repository).
 */
export async function demoPhoto(scene: DemoScene, label: string, hue: number, render: SvgToJpeg = svgToJpeg): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,90%)"/></linearGradient>
      <linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(250,45%,22%)"/><stop offset="1" stop-color="hsl(${(hue + 10) % 360},70%,60%)"/></linearGradient>
    </defs>
    ${sceneShapes(scene, hue)}
    <rect y="${height - 120}" width="${width}" height="120" fill="black" fill-opacity="0.45"/>
    <text x="48" y="${height - 48}" font-family="sans-serif" font-size="52" font-weight="bold" fill="white">${escapeXml(`${label} · ${scene}`)}</text>
  </svg>`;
  return render(svg, renderWidth);
}
