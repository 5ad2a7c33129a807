import { describe, expect, it } from 'vitest';
import { formatInr } from './money';

describe('formatInr', () => {
  it.each([
    [0, '₹0'],
    [500, '₹500'],
    [15000, '₹15,000'],
    [100000, '₹1,00,000'],
    [12345678, '₹1,23,45,678'],
  ])('%d → %s', (amount, text) => {
    expect(formatInr(amount)).toBe(text);
  });
});
