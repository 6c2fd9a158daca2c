import type { Plugin, Rollup } from 'vite';

/**
 * A lazy import's preload list (`__vite__mapDeps`, written into the importing chunk) without the chunks
 * the importing chunk itself imports statically, directly or not: by the time its code runs, the browser
 * has loaded and run those, so preloading them again does nothing. Only bytes go: of the 4.5 KB gzip
 * of such lists that the signed-in shell and dashboard load, 0.9 KB named chunks already loaded (issue
 * 30's budget). The bundle is kept from a `generateBundle` that runs before Vite's own, which writes
 * the lists.
 */
export function preloadOnlyWhatIsMissing(): Plugin {
  let bundle: Rollup.OutputBundle | undefined;
  const loadedWith = new Map<string, Set<string>>();
  /**
   * The chunks loaded whenever `fileName` runs: those it imports statically, directly or through others,
   * and the app's entry with its own (every page starts from it; with several entries, none is sure).
   */
  function staticClosure(fileName: string): Set<string> {
    const known = loadedWith.get(fileName);
    if (known) return known;
    const seen = new Set<string>();
    const entries = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk' && output.isEntry);
    const stack = [fileName];
    const [entry] = entries;
    if (entry && entries.length === 1) {
      seen.add(entry.fileName);
      stack.push(entry.fileName);
    }
    while (stack.length > 0) {
      const chunk = bundle?.[stack.pop() as string];
      if (chunk?.type !== 'chunk') continue;
      for (const imported of chunk.imports) {
        if (seen.has(imported)) continue;
        seen.add(imported);
        stack.push(imported);
      }
    }
    loadedWith.set(fileName, seen);
    return seen;
  }
  return {
    name: 'sanity:preload-only-what-is-missing',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configEnvironment: (name) =>
      name === 'client'
        ? {
            build: {
              modulePreload: {
                resolveDependencies: (_file, deps, { hostId, hostType }) => {
                  if (hostType !== 'js' || !bundle) return deps;
                  const loaded = staticClosure(hostId);
                  return deps.filter((dep) => !loaded.has(dep));
                },
              },
            },
          }
        : undefined,
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
        loadedWith.clear();
      },
    },
  };
}
