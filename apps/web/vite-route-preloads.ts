import type { Plugin } from 'vite';

/** A page whose first screen's code the server names in the HTML it answers at `path`. */
export interface PreloadedPage {
  /** The address, with `:name` for a segment that varies: `/client/project/:id/files`. */
  path: string;
  /** The screen's route module. */
  route: RegExp;
}

/** What the plugin reads of the bundle: the chunks, their modules and their static imports. */
export interface BundleChunk {
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
}

/** The file the build writes beside index.html, read by the server. */
export const routePreloadsFile = 'route-preloads.json';

/**
 * The files a page loads once the start file has run, in the order to ask for them: the chunks of
 * the signed-in frame (`shell`) and of the page's screen, with what they import, without what the
 * start file loads anyway. Fails the build when a page's screen or the shell is in no chunk.
 */
export function pageFiles(chunks: BundleChunk[], page: PreloadedPage, shell: RegExp): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: BundleChunk[]) => {
    const seen = new Set<string>();
    const queue = start.map((chunk) => chunk.fileName);
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      if (seen.has(name)) continue;
      seen.add(name);
      queue.push(...(byName.get(name)?.imports ?? []));
    }
    return seen;
  };
  const holding = (module: RegExp, what: string) => {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => module.test(id)));
    if (!chunk) throw new Error(`route preloads: no chunk holds ${what} (${module})`);
    return chunk;
  };
  const loadedAtStart = closure(chunks.filter((chunk) => chunk.isEntry));
  const wanted = closure([holding(shell, 'the app shell'), holding(page.route, page.path)]);
  return [...wanted].filter((name) => !loadedAtStart.has(name)).map((name) => `/${name}`);
}

/**
 * Writes route-preloads.json: for each page, the files its first screen needs after the start file.
 * The server names them in the HTML of that page (`<link rel="modulepreload">`), so the browser
 * asks for them beside the start file instead of after it has run: one round trip less on a phone.
 */
export function routePreloads(pages: PreloadedPage[], shell: RegExp): Plugin {
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((file): BundleChunk[] =>
        file.type === 'chunk' ? [{ fileName: file.fileName, isEntry: file.isEntry, moduleIds: file.moduleIds, imports: file.imports }] : [],
      );
      const preloads = pages.map((page) => ({ path: page.path, files: pageFiles(chunks, page, shell) }));
      this.emitFile({ type: 'asset', fileName: routePreloadsFile, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
