import { describe, expect, it } from 'vitest';
import { errorForLog } from './logger';

describe('errorForLog', () => {
  it('keeps the SQL but drops the bound parameters drizzle puts in its message', () => {
    const err = Object.assign(
      new Error('Failed query: insert into bookings values ($1)\nparams: priya@example.com'),
      {
        cause: { code: '23505' },
      },
    );
    const logged = errorForLog(err);
    expect(logged.message).toBe('Failed query: insert into bookings values ($1) [params omitted]');
    expect(JSON.stringify(logged)).not.toContain('priya@example.com');
    expect(logged.code).toBe('23505');
  });
});
