import { describe, expect, it } from 'vitest';
import { formatInr } from './money';

const intl = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

describe('formatInr', () => {
  it.each([
    [0, '₹0'],
    [7, '₹7'],
    [500, '₹500'],
    [1000, '₹1,000'],
    [15000, '₹15,000'],
    [100000, '₹1,00,000'],
    [999999, '₹9,99,999'],
    [12345678, '₹1,23,45,678'],
    [-500, '-₹500'],
    [-123456, '-₹1,23,456'],
    [2.5, '₹3'],
    [-2.5, '-₹3'],
    [0.4, '₹0'],
    [1234.49, '₹1,234'],
  ])('%d → %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });

  // The hand grouping says what Intl says, wherever it takes over from it.
  it.each([
    ...[1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 99_999, 1e5, 1e6, 1e7, 1e8, 1e9, 1e12],
    ...[Number.MAX_SAFE_INTEGER, 2 ** 60, -0, -0.4, -1e7, 0.5, 1.5, 99.5, 999.5, 12_345.678],
    ...[NaN, Infinity, -Infinity],
  ])('%d as Intl formats it', (amount) => {
    expect(formatInr(amount)).toBe(intl.format(amount));
  });

  it('agrees with Intl on a sweep of amounts', () => {
    for (let amount = -20_000; amount <= 2_000_000; amount += 997)
      expect(formatInr(amount)).toBe(intl.format(amount));
  });
});
