import type { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodType } from 'zod';

/**
 * The response half of "one contract per route" (Issue 9): every JSON answer a test receives is
 * checked against the zod schema its route declares for that status code. A body the schema
 * rejects, a field the schema does not describe, or a status the route does not declare (an error
 * status too: every operation declares its error answers, decision 0137) fails the test that made
 * the request.
 */

type DocumentedRoute = {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> } | undefined>;
};

type RouteDefinition = {
  type: string;
  route?: { method: string; path: string; responses?: DocumentedRoute['responses'] };
};

const tables = new WeakMap<object, DocumentedRoute[]>();

function routeTable(app: OpenAPIHono<never> | { openAPIRegistry: unknown }): DocumentedRoute[] {
  const cached = tables.get(app);
  if (cached) return cached;
  const definitions = (app as { openAPIRegistry: { definitions: RouteDefinition[] } })
    .openAPIRegistry.definitions;
  const table: DocumentedRoute[] = [];
  for (const def of definitions) {
    if (def.type !== 'route' || !def.route) continue;
    const { method, path, responses = {} } = def.route;
    const segments = path
      .split('/')
      .map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    table.push({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${segments.join('/')}/?$`),
      params: (path.match(/\{/g) ?? []).length,
      responses,
    });
  }
  // A literal segment wins over a parameter (/admin/bookings/quote before /admin/bookings/{id}).
  table.sort((a, b) => a.params - b.params);
  tables.set(app, table);
  return table;
}

function isZod(schema: unknown): schema is ZodType {
  return (
    typeof schema === 'object' &&
    schema !== null &&
    typeof (schema as { safeParse?: unknown }).safeParse === 'function'
  );
}

/** Paths of fields in `sent` that the schema's output dropped: fields the contract does not describe. */
export function undescribedFields(sent: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((item, i) => undescribedFields(item, parsed[i], `${at}[${i}]`));
  if (!sent || typeof sent !== 'object' || !parsed || typeof parsed !== 'object') return [];
  const out = parsed as Record<string, unknown>;
  return Object.entries(sent as Record<string, unknown>).flatMap(([key, value]) => {
    const path = at ? `${at}.${key}` : key;
    if (!(key in out)) return [path];
    return undescribedFields(value, out[key], path);
  });
}

/** Why `res` breaks its route's contract, or null when it keeps it (or the route is not documented). */
export async function contractViolation(
  app: { openAPIRegistry: unknown },
  method: string,
  url: string,
  res: Response,
): Promise<string | null> {
  const path = new URL(url, 'http://test.invalid').pathname;
  const verb = method.toUpperCase();
  const route = routeTable(app).find(
    (r) => (r.method === verb || (verb === 'HEAD' && r.method === 'GET')) && r.pattern.test(path),
  );
  if (!route || verb === 'HEAD') return null;
  const where = `${verb} ${route.path} answered ${res.status}`;
  const declared = route.responses[String(res.status)];
  if (!declared)
    return `${where}, a status its contract does not declare (${Object.keys(route.responses).join(', ')})`;
  const schema = declared.content?.['application/json']?.schema;
  const contentType = res.headers.get('content-type') ?? '';
  if (!isZod(schema)) {
    return contentType.includes('application/json') && !declared.content
      ? `${where} with a JSON body; its contract declares none for that status`
      : null;
  }
  if (!contentType.includes('application/json')) {
    const mediaType = contentType.split(';')[0]?.trim() ?? '';
    if (mediaType && declared.content?.[mediaType]) return null;
    return `${where} with ${contentType || 'no content type'}; its contract declares JSON`;
  }
  const body: unknown = await res.clone().json();
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 8)
      .map((i) => `  ${i.path.join('.') || '(body)'}: ${i.message}`)
      .join('\n');
    return `${where} with a body its schema rejects:\n${issues}`;
  }
  const extra = undescribedFields(body, parsed.data);
  if (extra.length)
    return `${where} with fields its schema does not describe: ${extra.slice(0, 12).join(', ')}`;
  return null;
}

/** Throws (failing the test) when `res` breaks its route's contract; answers `res` otherwise. */
export async function checkedAgainstContract(
  app: { openAPIRegistry: unknown },
  method: string,
  url: string,
  res: Response,
): Promise<Response> {
  const violation = await contractViolation(app, method, url, res);
  if (violation) throw new Error(`Contract violation: ${violation}`);
  return res;
}
