import { describe, expect, it } from 'vitest';
import { accessLinkExpiry, accessLinkValid, guestProofSchema } from './guest-access';

describe('access link expiry', () => {
  it('ends 30 days after the check-out day', () =>
    expect(accessLinkExpiry('2026-12-02').toISOString()).toBe('2027-01-02T00:00:00.000Z'));

  it.each([
    ['before the stay', '2026-11-22T04:30:00.000Z', true],
    ['on the check-out day', '2026-12-02T10:00:00.000Z', true],
    ['the last minute', '2027-01-01T23:59:00.000Z', true],
    ['the first minute after', '2027-01-02T00:00:00.000Z', false],
    ['a year later', '2027-12-02T00:00:00.000Z', false],
  ])('%s → %s', (_l, now, valid) =>
    expect(accessLinkValid('2026-12-02', new Date(now))).toBe(valid),
  );
});

describe('guestProofSchema (what the guest page keeps and sends)', () => {
  it.each([
    [{ email: 'asha@example.com' }, true],
    [{ accessToken: 'tok' }, true],
    [{ email: '' }, false],
    [{ accessToken: '' }, false],
    [{}, false],
    [{ token: 'tok' }, false],
    ['asha@example.com', false],
    [null, false],
  ])('%j → %s', (value, ok) => expect(guestProofSchema.safeParse(value).success).toBe(ok));
});
