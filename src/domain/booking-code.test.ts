import { describe, expect, it } from 'vitest';
import { generateBookingCode, isBookingCode } from './booking-code';

describe('booking code', () => {
  it('is VM + timestamp + 5 uppercase letters', () => {
    const picks = [0, 25, 1, 24, 12];
    const code = generateBookingCode(new Date('2026-11-22T04:30:00Z'), () => picks.shift()!);
    expect(code).toBe('VM1795321800000AZBYM');
    expect(isBookingCode(code)).toBe(true);
  });
  it.each(['VM123', 'vm1795415400000ABCDE', 'VM1795415400000ABCD1', 'XX1795415400000ABCDE'])(
    'rejects %s',
    (code) => {
      expect(isBookingCode(code)).toBe(false);
    },
  );
});
