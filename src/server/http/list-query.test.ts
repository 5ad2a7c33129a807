import { z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import {
  containsPattern,
  escapeLike,
  listResponseSchema,
  pageWindow,
  searchAny,
} from './list-query';

describe('list response', () => {
  it('describes pages', () => {
    const page = listResponseSchema(z.object({ id: z.string() }));
    expect(page.parse({ items: [{ id: 'x' }], total: 1, page: 1, pageSize: 20 })).toEqual({
      items: [{ id: 'x' }],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect(page.safeParse({ items: [], total: 0, page: 1, pageSize: 101 }).success).toBe(false);
    expect(pageWindow(3, 20)).toEqual({ limit: 20, offset: 40 });
  });
});

describe('escaped ILIKE search', () => {
  it.each([
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['plain', 'plain'],
  ])('escapes %s', (text, escaped) => expect(escapeLike(text)).toBe(escaped));

  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(() => database?.drop(), 60_000);

  const matches = async (value: string, q: string) => {
    const [row] = await queryRows<{ hit: boolean }>(
      database.db,
      sql`select (${searchAny(q, [sql`${value}::text`])}) as hit`,
    );
    return row!.hit;
  };

  it.each([
    ['Asha Rao', 'rao', true],
    ['Asha Rao', 'ASHA', true],
    ['Asha Rao', 'sha r', true],
    ['Asha Rao', '%', false],
    ['Asha Rao', '_', false],
    ['Asha Rao', 'A_ha', false],
    ['100% pure', '0% p', true],
    ['a_b', 'a_b', true],
    ['axb', 'a_b', false],
    ['C:\\path', ':\\p', true],
    ['C:\\path', '\\', true],
    ['no backslash', '\\', false],
  ])('%s matches %s: %s', async (value, q, hit) => {
    expect(await matches(value, q)).toBe(hit);
  });

  it('makes the pattern from the escaped text', () =>
    expect(containsPattern('5%_')).toBe('%5\\%\\_%'));
});
