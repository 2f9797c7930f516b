import type { Plugin } from 'vite';

export interface RouteBundleOptions {
  /** The screen the bundle is for (its route module). */
  route: RegExp;
  /** The signed-in frame every screen but the public pages shows. */
  shell: RegExp;
  /** Every screen's route module. */
  screens: RegExp;
  /** The pages a visitor may open first: what they load stays in the files it is in. */
  publicPages: RegExp[];
  /** A module of the screen used by more screens than this goes with the shell, which all of them load. */
  widelyShared: number;
}

/**
 * Puts what one screen loads at first (its static imports, followed to the end) in two files instead
 * of thirty: the shell, with what most screens share, and the screen's own, with what only a few
 * share (the other files pages load it too). Over HTTP/1.1 a browser fetches six files at a time, and
 * compressed one by one thirty small files weigh about a quarter more than together. What the screen
 * loads when used (dynamic imports) stays in its own files. `groups` go into
 * `codeSplitting.groups`, `plugin` into the plugins; the groups are chosen once the module graph is known.
 */
export function routeBundle(name: string, options: RouteBundleOptions, priority: number) {
  const members = { shell: new Set<string>(), own: new Set<string>() };
  const plugin: Plugin = {
    name: 'portal-route-bundle',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const reach = (roots: Array<RegExp | string>) => {
        const seen = new Set<string>();
        const queue = ids.filter((id) => roots.some((root) => (typeof root === 'string' ? root === id : root.test(id))));
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          if (seen.has(id)) continue;
          seen.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const publicModules = reach(options.publicPages);
      const uses = new Map<string, number>();
      for (const screen of ids.filter((id) => options.screens.test(id))) {
        for (const id of reach([screen])) uses.set(id, (uses.get(id) ?? 0) + 1);
      }
      const keep = (id: string) => !publicModules.has(id) && !/\.css(?:$|\?)/.test(id);
      for (const id of reach([options.shell])) if (keep(id)) members.shell.add(id);
      for (const id of reach([options.route])) {
        if (!keep(id) || members.shell.has(id)) continue;
        (uses.get(id)! > options.widelyShared ? members.shell : members.own).add(id);
      }
    },
    generateBundle(_, bundle) {
      // The groups take only the modules chosen, not their imports: a file importing back a file that
      // imports it could run a module before its imports, so such a build fails here.
      const imports = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports] as const] : [])));
      for (const start of imports.keys()) {
        if (!start.startsWith('app-shell') && !start.startsWith(name)) continue;
        const seen = new Set<string>();
        const queue = [...(imports.get(start) ?? [])];
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
          if (file === start) this.error(`${start} imports itself through other files; its modules could run out of order`);
          if (seen.has(file)) continue;
          seen.add(file);
          queue.push(...(imports.get(file) ?? []));
        }
      }
    },
  };
  // Only the modules chosen: a module left out stays in its own file, whoever imports it.
  const group = (chunk: string, modules: Set<string>) => ({ name: chunk, priority, includeDependenciesRecursively: false, test: (id: string) => modules.has(id) });
  return { plugin, groups: [group('app-shell', members.shell), group(name, members.own)] };
}
