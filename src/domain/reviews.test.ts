import { describe, expect, it } from 'vitest';
import type { BookingStatus } from './enums';
import { reviewAuthor, reviewInputSchema, reviewRefusal, reviewRequestDue } from './reviews';

const stay = (status: BookingStatus) => ({ status, checkOut: '2026-12-10' });

describe('who may review, and when the request is due', () => {
  it.each([
    ['checked_out', '2026-12-10', undefined, false],
    ['checked_out', '2026-12-11', undefined, false],
    ['checked_out', '2026-12-12', undefined, true],
    ['completed', '2026-12-24', undefined, true],
    ['completed', '2026-12-25', undefined, false],
    ['confirmed', '2026-12-12', undefined, true],
    ['checked_in', '2026-12-12', undefined, true],
    ['checked_out', '2026-12-09', 'You can review your stay after check-out', false],
    ['cancelled', '2026-12-12', 'Only a completed stay can be reviewed', false],
    ['no_show', '2026-12-12', 'Only a completed stay can be reviewed', false],
    ['pending', '2026-12-12', 'Only a completed stay can be reviewed', false],
  ] as const)('%s on %s: refusal %s, request due %s', (status, today, refusal, due) => {
    expect(reviewRefusal(stay(status), today)).toBe(refusal);
    expect(reviewRequestDue(stay(status), today)).toBe(due);
  });
});

describe('a review', () => {
  it.each([
    [{ rating: 5, body: 'A wonderful stay in the forest' }, true],
    [{ rating: 1, body: '  ten chars  ' }, false],
    [{ rating: 0, body: 'A wonderful stay' }, false],
    [{ rating: 4.5, body: 'A wonderful stay' }, false],
    [{ rating: 3, body: 'x'.repeat(2001) }, false],
  ])('%o valid: %s', (input, ok) => {
    expect(reviewInputSchema.safeParse(input).success).toBe(ok);
  });

  it.each([
    ['Priya Sharma', 'Priya S.'],
    ['  arjun   k  mehta ', 'arjun M.'],
    ['Madonna', 'Madonna'],
    ['', 'A guest'],
  ])('%s signs as %s', (name, author) => {
    expect(reviewAuthor(name)).toBe(author);
  });
});
