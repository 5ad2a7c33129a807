import { describe, expect, it } from 'vitest';
import { SAFARI_QUERY_STATUSES, type SafariQueryStatus } from './enums';
import {
  canChangeSafariStatus,
  canRespondToSafari,
  nextSafariStatuses,
  safariTransitionRefused,
} from './safari-status';

const ALLOWED: [SafariQueryStatus, SafariQueryStatus][] = [
  ['pending', 'confirmed'],
  ['pending', 'cancelled'],
  ['confirmed', 'completed'],
];

describe('safari enquiry transitions', () => {
  const pairs = SAFARI_QUERY_STATUSES.flatMap((from) =>
    SAFARI_QUERY_STATUSES.map((to) => [from, to] as const),
  );
  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = ALLOWED.some(([f, t]) => f === from && t === to);
    expect(canChangeSafariStatus(from, to)).toBe(allowed);
    expect(nextSafariStatuses(from).includes(to)).toBe(allowed);
  });

  it.each([
    ['pending', true],
    ['confirmed', true],
    ['cancelled', false],
    ['completed', false],
  ] as const)('a %s enquiry can be answered: %s', (status, ok) =>
    expect(canRespondToSafari(status)).toBe(ok),
  );

  it('words a refusal', () => {
    expect(safariTransitionRefused('completed', 'pending')).toBe(
      'A completed enquiry cannot be marked pending',
    );
  });
});
