import { describe, expect, it } from 'vitest';
import { wholeMonths } from './report-months';

describe('wholeMonths', () => {
  it.each([
    // range (both ends included) → whole months [from, end)
    ['2026-01-01', '2026-12-31', { from: '2026-01-01', end: '2027-01-01' }],
    ['2026-01-01', '2026-11-22', { from: '2026-01-01', end: '2026-11-01' }],
    ['2024-01-01', '2026-11-22', { from: '2024-01-01', end: '2026-11-01' }],
    ['2023-12-15', '2024-02-29', { from: '2024-01-01', end: '2024-03-01' }],
    ['2025-12-02', '2026-01-31', { from: '2026-01-01', end: '2026-02-01' }],
    ['2026-11-01', '2026-11-30', { from: '2026-11-01', end: '2026-12-01' }],
    ['2026-11-01', '2026-11-22', null],
    ['2026-11-16', '2026-11-22', null],
    ['2026-10-20', '2026-11-10', null],
    ['2026-12-31', '2026-12-31', null],
    ['2026-12-01', '2026-12-01', null],
  ])('%s..%s', (from, to, expected) => {
    expect(wholeMonths({ from, to })).toEqual(expected);
  });
});
