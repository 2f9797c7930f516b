import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A page whose first screen's files the web build listed (route-preloads.json beside index.html). */
interface PagePreload {
  segments: string[];
  files: string[];
}

const segmentsOf = (address: string) => address.split('/').filter((segment, index, all) => index < all.length - 1 || segment !== '');

/** Whether `pathname` is the listed address: `:name` stands for any one non-empty segment; a trailing slash may follow. */
const matches = (pathname: string, { segments }: PagePreload) => {
  const asked = segmentsOf(pathname);
  return asked.length === segments.length && segments.every((segment, index) => (segment.startsWith(':') ? asked[index] !== '' : segment === asked[index]));
};

const attribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The build's list, or none when it is missing or not the list the build writes (then pages load as before): files on this site only. */
async function readPreloads(webDistDir: string): Promise<PagePreload[]> {
  try {
    const listed: unknown = JSON.parse(await readFile(path.join(webDistDir, 'route-preloads.json'), 'utf8'));
    if (!Array.isArray(listed)) return [];
    return listed.flatMap((entry: { path?: unknown; files?: unknown }) =>
      typeof entry?.path === 'string' && Array.isArray(entry.files) && entry.files.every((file) => typeof file === 'string' && /^\/[^/]/.test(file))
        ? [{ segments: segmentsOf(entry.path), files: entry.files as string[] }]
        : [],
    );
  } catch {
    return [];
  }
}

/**
 * The web app's HTML for a page: index.html, and for a page the build listed, a `modulepreload` link
 * per file of its first screen, so the browser asks for them beside the start file instead of once
 * it has run. Both files are read per page, so a build made while the server runs is served whole.
 */
export async function pageHtml(webDistDir: string, pathname: string): Promise<string> {
  const [html, preloads] = await Promise.all([readFile(path.join(webDistDir, 'index.html'), 'utf8'), readPreloads(webDistDir)]);
  const files = preloads.find((preload) => matches(pathname, preload))?.files ?? [];
  if (!files.length || !html.includes('</head>')) return html;
  const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="${attribute(file)}">\n`).join('');
  return html.replace('</head>', () => `${links}  </head>`);
}
