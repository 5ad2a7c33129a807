import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_ATTEMPTS,
  eventStreamReopenDelayMs,
  nextRetryDelayMs,
  reconnectDelayMs,
} from './retry-backoff';

describe('nextRetryDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [4, 240_000],
    [7, 1_920_000],
    [8, undefined],
    [9, undefined],
  ])('after %i failed attempts waits %s ms', (attempts, expected) => {
    expect(nextRetryDelayMs(attempts)).toBe(expected);
  });

  it('caps the delay at one hour', () => {
    expect(nextRetryDelayMs(20, 50)).toBe(3_600_000);
  });

  it('gives up after the configured maximum', () => {
    expect(nextRetryDelayMs(EMAIL_MAX_ATTEMPTS - 1)).toBeDefined();
    expect(nextRetryDelayMs(EMAIL_MAX_ATTEMPTS)).toBeUndefined();
  });
});

describe('reconnectDelayMs', () => {
  it.each([
    [0, 500],
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [4, 5_000],
    [40, 5_000],
    [-1, 500],
  ])('after %i failed reconnects waits %i ms', (failures, expected) => {
    expect(reconnectDelayMs(failures)).toBe(expected);
  });
});

describe('eventStreamReopenDelayMs', () => {
  it.each([
    [0, 5_000],
    [1, 10_000],
    [2, 20_000],
    [3, 30_000],
    [50, 30_000],
  ])('after %i failed reopenings waits %i ms', (failures, expected) => {
    expect(eventStreamReopenDelayMs(failures)).toBe(expected);
  });
});
