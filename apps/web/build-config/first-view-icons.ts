import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * The modules that draw the signed-in first view: the entry, the shell and the dashboard (issue 27's
 * budget, e2e/js-budget.spec.ts), with all the app's modules they import statically.
 */
const FIRST_VIEW_ROOTS = ['src/main.tsx', 'src/app/shell/app-shell.tsx', 'src/features/dashboard/pages/dashboard-page.tsx'];

/** `import { A, type B, C as D } from 'lucide-react'` in a module's source. */
const LUCIDE_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;
/** One line of lucide-react's barrel: `export { default as A, default as AIcon } from './icons/a.mjs';`. */
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*['"]\.\/icons\/([\w-]+)\.mjs['"]/g;

/** The icon file (`calendar-days`) of each name lucide-react exports (`CalendarDays`, `LucideCalendarDays`, …). */
function iconFilesByName(root: string): Map<string, string> {
  const barrel = join(dirname(createRequire(join(root, 'package.json')).resolve('lucide-react')), '../esm/lucide-react.mjs');
  const files = new Map<string, string>();
  for (const [, names = '', file = ''] of readFileSync(barrel, 'utf8').matchAll(BARREL_EXPORT)) {
    for (const name of names.split(',')) files.set(name.replace(/^\s*default\s+as\s+/, '').trim(), file);
  }
  return files;
}

/** The lucide-react icon files the first view's own modules import (through the package's barrel). */
function firstViewIconFiles(root: string, ctx: ChunkingContext): Set<string> {
  const filesByName = iconFilesByName(root);
  const icons = new Set<string>();
  const seen = new Set<string>();
  const stack = FIRST_VIEW_ROOTS.map((file) => join(root, file));
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || id.includes('node_modules') || !existsSync(id)) continue;
    seen.add(id);
    for (const [, names = ''] of readFileSync(id, 'utf8').matchAll(LUCIDE_IMPORT)) {
      for (const name of names.split(',')) {
        const file = filesByName.get(name.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]?.trim() ?? '');
        if (file) icons.add(file);
      }
    }
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return icons;
}

/**
 * Names the chunks of the lucide-react modules that three or more lazily loaded chunks share: `icons`
 * for the icons the signed-in first view draws (with lucide's own code), `icons-more` for those only
 * later screens and dialogs draw, which the dashboard's first load then does not carry (issue 30:
 * −1.5 KB gzip). A rolldown `codeSplitting` group's `name`.
 */
export function iconsChunkName(root: string): (id: string, ctx: ChunkingContext) => string {
  let firstView: Set<string> | undefined;
  return (id, ctx) => {
    const icon = /[\\/]icons[\\/]([\w-]+)\.mjs$/.exec(id)?.[1];
    if (!icon) return 'icons';
    firstView ??= firstViewIconFiles(root, ctx);
    return firstView.has(icon) ? 'icons' : 'icons-more';
  };
}
