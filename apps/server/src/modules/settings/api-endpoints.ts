import type { ApiEndpoint } from '@portal/contract';

/** The part of an OpenAPI document the endpoint table reads. */
export interface OpenApiPaths {
  paths?: Record<string, Record<string, unknown> | undefined>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the API under /api/, sorted by path then method; the docs' own routes left out. */
export function endpointsOf(document: OpenApiPaths): ApiEndpoint[] {
  const rows: ApiEndpoint[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/api/') || path.startsWith('/api/docs') || !item) continue;
    for (const method of methods) {
      const operation = item[method] as { summary?: unknown; tags?: unknown } | undefined;
      if (!operation) continue;
      const tag = Array.isArray(operation.tags) && typeof operation.tags[0] === 'string' ? operation.tags[0] : '';
      rows.push({ method: method.toUpperCase(), path, summary: typeof operation.summary === 'string' ? operation.summary : '', tag });
    }
  }
  const order = (method: string) => methods.indexOf(method.toLowerCase() as (typeof methods)[number]);
  return rows.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : order(a.method) - order(b.method)));
}
