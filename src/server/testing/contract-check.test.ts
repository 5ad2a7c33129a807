import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema } from '../http/contract';
import { createRouter } from '../http/router';
import { checkedAgainstContract, contractViolation } from './contract-check';
import { createTestApp, type TestApp } from './test-app';

/** A tiny app whose handlers answer what the test asks for, whatever their contract says. */
function tinyApp(answer: () => { body: unknown; status: number }) {
  const app = new OpenAPIHono();
  const api = new OpenAPIHono().basePath('/api');
  const Item = z.object({ id: z.string(), price: z.number().int(), note: z.string().nullable() });
  api.openapi(
    createRoute({
      method: 'get',
      path: '/items/{itemId}',
      request: { params: z.object({ itemId: z.string() }) },
      responses: {
        200: { description: 'An item', content: { 'application/json': { schema: Item } } },
        404: {
          description: 'None',
          content: {
            'application/json': { schema: z.object({ error: z.object({ code: z.string() }) }) },
          },
        },
      },
    }),
    (c) => {
      const { body, status } = answer();
      return c.json(body as never, status as never);
    },
  );
  api.openapi(
    createRoute({
      method: 'get',
      path: '/items/special',
      responses: {
        200: {
          description: 'The special one',
          content: { 'application/json': { schema: z.object({ special: z.literal(true) }) } },
        },
      },
    }),
    (c) => c.json({ special: true as const }, 200),
  );
  app.route('/', api);
  return app;
}

async function violationOf(body: unknown, status = 200, path = '/api/items/i-1?x=1') {
  const app = tinyApp(() => ({ body, status }));
  return contractViolation(app, 'GET', path, await app.request(path));
}

describe('the response contract check', () => {
  it('passes a body its schema describes', async () => {
    expect(await violationOf({ id: 'i-1', price: 100, note: null })).toBeNull();
    expect(await violationOf({ error: { code: 'NOT_FOUND' } }, 404)).toBeNull();
    expect(await violationOf({}, 200, '/api/items/special')).toMatch(/special/);
  });

  it('fails a body its schema rejects: a wrong type, a missing field', async () => {
    expect(await violationOf({ id: 'i-1', price: '100', note: null })).toMatch(
      /GET \/api\/items\/\{itemId\} answered 200 with a body its schema rejects:\n {2}price:/,
    );
    expect(await violationOf({ id: 'i-1', price: 100 })).toMatch(/note:/);
  });

  it('fails a field the schema does not describe, however deep', async () => {
    expect(await violationOf({ id: 'i-1', price: 100, note: null, totalAmount: 1 })).toMatch(
      /fields its schema does not describe: totalAmount/,
    );
    expect(await violationOf({ error: { code: 'X', requestId: 'r' } }, 404)).toMatch(
      /error\.requestId/,
    );
  });

  it('fails a 2xx status the route does not declare, and a non-JSON answer to a JSON contract', async () => {
    expect(await violationOf({ id: 'i-1', price: 100, note: null }, 201)).toMatch(
      /answered 201, a status its contract does not declare \(200, 404\)/,
    );
    const app = new OpenAPIHono();
    app.openapi(
      createRoute({
        method: 'get',
        path: '/text',
        responses: {
          200: { description: 'x', content: { 'application/json': { schema: z.object({}) } } },
        },
      }),
      (c) => c.text('hello', 200) as never,
    );
    expect(await contractViolation(app, 'GET', '/text', await app.request('/text'))).toMatch(
      /with text\/plain.*its contract declares JSON/,
    );
  });

  it('fails a JSON body on a success status the contract declares without content', async () => {
    const app = new OpenAPIHono();
    app.openapi(
      createRoute({ method: 'delete', path: '/x', responses: { 200: { description: 'Gone' } } }),
      (c) => c.json({ id: 'x' }, 200) as never,
    );
    const res = await app.request('/x', { method: 'DELETE' });
    expect(await contractViolation(app, 'DELETE', '/x', res)).toMatch(
      /DELETE \/x answered 200 with a JSON body; its contract declares none for that status/,
    );
  });

  it('fails an error status the route does not declare (decision 0137)', async () => {
    const app = tinyApp(() => ({ body: { error: { code: 'UNAUTHORIZED' } }, status: 401 }));
    expect(
      await contractViolation(app, 'GET', '/api/items/a', await app.request('/api/items/a')),
    ).toMatch(/answered 401, a status its contract does not declare \(200, 404\)/);
  });

  it('fails a JSON error body on a status the contract declares without content', async () => {
    const app = new OpenAPIHono();
    app.openapi(
      createRoute({ method: 'get', path: '/x', responses: { 404: { description: 'None' } } }),
      (c) => c.json({ error: { code: 'NOT_FOUND' } }, 404) as never,
    );
    expect(await contractViolation(app, 'GET', '/x', await app.request('/x'))).toMatch(
      /GET \/x answered 404 with a JSON body; its contract declares none for that status/,
    );
  });

  it('leaves undocumented paths alone', async () => {
    expect(
      await contractViolation(
        tinyApp(() => ({ body: {}, status: 200 })),
        'GET',
        '/nowhere',
        new Response('x'),
      ),
    ).toBeNull();
  });

  it("adds the errors every operation shares to a router's operations (decision 0137)", () => {
    const router = createRouter();
    router.openapi(
      createRoute({
        method: 'post',
        path: '/admin/things',
        request: { body: { content: { 'application/json': { schema: z.object({}) } } } },
        responses: { 200: { description: 'Done' }, 400: { description: 'Its own words' } },
      }),
      (c) => c.body(null, 200) as never,
    );
    router.openapi(
      createRoute({ method: 'get', path: '/things', responses: { 200: { description: 'x' } } }),
      (c) => c.body(null, 200) as never,
    );
    const responses = router.openAPIRegistry.definitions.flatMap((d) =>
      d.type === 'route' ? [Object.keys(d.route.responses).join(' ')] : [],
    );
    expect(responses).toEqual(['200 400 401 403 413 415 500 503', '200 400 500 503']);
    // Its own words win, and an error declared with words only answers the API error body.
    const admin = router.openAPIRegistry.definitions[0];
    const own = (admin?.type === 'route' ? admin.route.responses[400] : undefined) as
      { description: string; content?: Record<string, { schema?: unknown }> } | undefined;
    expect(own?.description).toBe('Its own words');
    expect(own?.content?.['application/json']?.schema).toBe(ApiErrorSchema);
  });

  it('throws, failing the test that made the request', async () => {
    const app = tinyApp(() => ({ body: { id: 1 }, status: 200 }));
    await expect(
      checkedAgainstContract(app, 'GET', '/api/items/a', await app.request('/api/items/a')),
    ).rejects.toThrow(/^Contract violation: GET \/api\/items\/\{itemId\} answered 200/);
  });
});

describe("the app's contracts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('runs in every server test: the shared request helper checks each answer', async () => {
    // The helper's answers pass through the check; a contract break throws (unit-tested above).
    const res = await t.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(await contractViolation(t.app, 'GET', '/api/health', res)).toBeNull();
  });

  it('no route takes or answers an open-ended JSON object', () => {
    type Schema = {
      $ref?: string;
      additionalProperties?: unknown;
      type?: string | string[];
      properties?: Record<string, unknown>;
      allOf?: Schema[];
    };
    type Operation = {
      requestBody?: { content?: Record<string, { schema?: Schema }> };
      responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
    };
    const doc = t.app.getOpenAPI31Document({
      openapi: '3.1.0',
      info: { title: 'x', version: '1' },
    }) as unknown as {
      paths: Record<string, Record<string, Operation>>;
      components?: { schemas?: Record<string, Schema> };
    };
    const resolve = (s: Schema | undefined): Schema | undefined =>
      s?.$ref ? doc.components?.schemas?.[s.$ref.split('/').pop()!] : s;
    // An object with no properties, or one that takes any extra property, describes nothing.
    const anything = (x: unknown) =>
      x === true || (typeof x === 'object' && x !== null && Object.keys(x).length === 0);
    const open = (s: Schema | undefined): boolean => {
      const r = resolve(s);
      if (!r) return true;
      if (r.allOf) return r.allOf.some(open);
      if (r.type !== 'object') return false;
      const described = r.properties !== undefined && Object.keys(r.properties).length > 0;
      return anything(r.additionalProperties) || (!described && !r.additionalProperties);
    };
    const found: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        const body = op.requestBody?.content?.['application/json']?.schema;
        if (body && open(body)) found.push(`${name} request`);
        for (const [status, r] of Object.entries(op.responses ?? {})) {
          const schema = r.content?.['application/json']?.schema;
          if (schema && open(schema)) found.push(`${name} ${status}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
