import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuerySchema } from './list-query';

const schema = listQuerySchema({
  sortKeys: ['createdAt', 'guestName'] as const,
  defaultSort: '-createdAt',
  filters: { status: z.enum(['a', 'b']).optional() },
});

describe('list query schema', () => {
  it('fills the defaults', () => {
    expect(schema.parse({})).toEqual({ sort: '-createdAt', page: 1, pageSize: 20 });
  });

  it.each([
    [
      { page: '3', pageSize: '50' },
      { page: 3, pageSize: 50 },
    ],
    [{ pageSize: '100' }, { pageSize: 100 }],
    [{ sort: 'guestName' }, { sort: 'guestName' }],
    [{ sort: '-guestName' }, { sort: '-guestName' }],
    [{ q: '  Rao  ' }, { q: 'Rao' }],
    [{ q: '   ' }, { q: undefined }],
    [{ status: 'a' }, { status: 'a' }],
  ])('reads %o', (input, expected) => {
    expect(schema.parse(input)).toMatchObject(expected);
  });

  it.each([
    [{ pageSize: '101' }, 'pageSize', 'pageSize must be at most 100'],
    [{ pageSize: '0' }, 'pageSize', 'pageSize must be at least 1'],
    [{ page: '0' }, 'page', 'page must be at least 1'],
    [{ page: '1.5' }, 'page', 'page must be a whole number'],
    [{ page: 'abc' }, 'page', 'page must be a whole number'],
    [
      { sort: 'password_hash' },
      'sort',
      'sort must be one of: createdAt, -createdAt, guestName, -guestName',
    ],
    [{ sort: 'createdAt; drop table bookings' }, 'sort', undefined],
    [{ q: 'x'.repeat(101) }, 'q', 'Search must be at most 100 characters'],
  ])('refuses %o', (input, field, message) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(issue.path).toEqual([field]);
    if (message) expect(issue.message).toBe(message);
  });
});
