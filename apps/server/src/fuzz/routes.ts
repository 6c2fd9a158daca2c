import type { JsonSchema } from './schema-arbitrary';

export interface FuzzParameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

export interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI style, `/api/users/{uid}`. */
  path: string;
  pathParams: string[];
  query: FuzzParameter[];
  headers: FuzzParameter[];
  /** The JSON body's schema; undefined when the route takes none. */
  body?: JsonSchema;
  /** Multipart upload routes (their form is described in prose, not as a schema). */
  multipart: boolean;
  /** Under /api: errors must have the API's error shape. */
  api: boolean;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const MULTIPART = new Set(['PUT /api/users/{uid}/avatar', 'POST /api/articles/{draftId}/uploads']);

/**
 * Routes hidden from the OpenAPI document (files and the server-rendered pages), added by hand:
 * they read ids from the path too, and must not answer 5xx either.
 */
const HIDDEN: FuzzRoute[] = [
  ...['/media/{key}', '/doctor/{id}', '/public/doctor/{id}', '/article/{id}', '/public/article/{id}'].map(
    (path): FuzzRoute => ({ method: 'GET', path, pathParams: [path.endsWith('{key}') ? 'key' : 'id'], query: [], headers: [], multipart: false, api: false }),
  ),
  ...['/sitemap.xml', '/robots.txt'].map((path): FuzzRoute => ({ method: 'GET', path, pathParams: [], query: [], headers: [], multipart: false, api: false })),
];

/** Every operation of the OpenAPI document, plus the hidden GET routes above. */
export function routesOf(document: OpenApiDocument): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase();
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const pick = (where: string): FuzzParameter[] =>
        parameters.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? false }));
      routes.push({
        method: method as FuzzRoute['method'],
        path,
        pathParams: pick('path').map((p) => p.name),
        query: pick('query'),
        headers: pick('header'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        multipart: MULTIPART.has(`${method} ${path}`),
        api: path.startsWith('/api/'),
      });
    }
  }
  return [...routes, ...HIDDEN];
}

/** Reads go first and deletions last, so that the seeded data the others need lives longest. */
export function fuzzOrder(routes: readonly FuzzRoute[]): FuzzRoute[] {
  const rank = { GET: 0, PUT: 1, PATCH: 1, POST: 1, DELETE: 2 } as const;
  return [...routes].sort((a, b) => rank[a.method] - rank[b.method]);
}
