// sanity/feature-boundaries: the web's one-way imports between features (docs/architecture.md, Web).
//
// Outside its own folder a feature is visible only through `features/<name>/api/**` (fetch functions,
// query options, hooks) and `features/<name>/public/*` (the few components and helpers other
// features may render or call: one small file each, re-exporting one thing or a group always used
// together); the router in app/ may also load its `pages/**`. One file per public thing rather than
// one index: Rolldown puts every module an index re-exports into the chunk of any importer, so a
// shared index made the dashboard load the sector picker and the Italian catalogue (+16 KB gzip).
// Which feature may use which is declared in eslint.config.js (`dependsOn`), and that graph must
// have no cycle (`assertAcyclic`, run when the config loads). lib/ and components/ are neutral
// ground: they never import a feature.
//
// Paths are resolved against the importing file, so `../../booking/public` and a deeper
// `../../../features/booking/public` mean the same; only relative specifiers can reach a feature
// (the web has no path aliases).
import path from 'node:path';

const SOURCE_EXTENSION = /\.(?:[cm]?[jt]sx?)$/;

/** Where a file lies under `srcDir`: its area (features, lib, components, app, …), feature and path inside it. */
function locate(srcDir, file) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (parts[0] !== 'features') return { area: parts.length > 1 ? parts[0] : '', feature: null, inside: '' };
  const inside = parts.slice(2).join('/').replace(SOURCE_EXTENSION, '').replace(/(?:^|\/)index$/, '');
  return { area: 'features', feature: parts[1] ?? null, inside };
}

const isApi = (inside) => inside === 'api' || inside.startsWith('api/');
const isPublic = (inside) => /^public\/[^/]+$/.test(inside);
const isPage = (inside) => inside.startsWith('pages/');

/** Throws when the declared feature graph has a cycle, naming it (a → b → a). */
export function assertAcyclic(dependsOn) {
  const state = new Map(); // feature → 'visiting' | 'done'
  const visit = (feature, trail) => {
    if (state.get(feature) === 'done') return;
    if (state.get(feature) === 'visiting') {
      const cycle = [...trail.slice(trail.indexOf(feature)), feature];
      throw new Error(`feature-boundaries: the declared feature dependencies have a cycle: ${cycle.join(' → ')}`);
    }
    state.set(feature, 'visiting');
    for (const next of dependsOn[feature] ?? []) visit(next, [...trail, feature]);
    state.set(feature, 'done');
  };
  for (const feature of Object.keys(dependsOn)) visit(feature, []);
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features use each other only through api/ and public/, along a declared graph without cycles' },
    schema: [
      {
        type: 'object',
        properties: {
          srcDir: { type: 'string' },
          dependsOn: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
        },
        required: ['srcDir', 'dependsOn'],
        additionalProperties: false,
      },
    ],
    messages: {
      internal:
        "'{{spec}}' reaches inside features/{{target}}: use its api/, or re-export what you need from a file in features/{{target}}/public/.",
      undeclared:
        "features/{{from}} may not use features/{{target}}: add it to dependsOn.{{from}} in eslint.config.js (the graph must stay without cycles).",
      neutral: "{{area}}/ is shared by every feature and may not import features/{{target}} ('{{spec}}').",
      appInternal: "'{{spec}}' reaches inside features/{{target}}: the app may load its pages/ and use its api/ and public/ only.",
    },
  },
  create(context) {
    const { srcDir, dependsOn } = context.options[0];
    const from = locate(srcDir, context.filename);
    if (!from) return {};

    function check(source) {
      const spec = source && source.type === 'Literal' ? source.value : null;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const to = locate(srcDir, path.resolve(path.dirname(context.filename), spec));
      if (!to || to.area !== 'features' || !to.feature) return;
      const data = { spec, target: to.feature, from: from.feature ?? '', area: from.area };
      if (from.area === 'features') {
        if (from.feature === to.feature) return;
        if (!isApi(to.inside) && !isPublic(to.inside)) context.report({ node: source, messageId: 'internal', data });
        else if (!(dependsOn[from.feature] ?? []).includes(to.feature)) context.report({ node: source, messageId: 'undeclared', data });
      } else if (from.area === 'lib' || from.area === 'components') {
        context.report({ node: source, messageId: 'neutral', data });
      } else if (!isApi(to.inside) && !isPublic(to.inside) && !isPage(to.inside)) {
        context.report({ node: source, messageId: 'appInternal', data });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
