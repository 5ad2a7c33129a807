import { describe, expect, it } from 'vitest';
import { guestRowsInOnePass, paymentsFromOutside, wholeMonths } from './report-months';

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

describe('guestRowsInOnePass', () => {
  it.each([
    // range (both ends included) → summed in one pass (longer than a quarter, 92 days)
    ['2026-11-16', '2026-11-22', false],
    ['2026-11-01', '2026-11-22', false],
    ['2026-10-01', '2026-12-31', false], // 92 days: the longest quarter
    ['2026-10-01', '2027-01-01', true], // 93 days
    ['2026-01-01', '2026-03-31', false],
    ['2026-01-01', '2026-11-22', true],
    ['2024-01-01', '2026-11-22', true],
    ['2026-12-31', '2026-12-31', false],
  ])('%s..%s', (from, to, expected) => {
    expect(guestRowsInOnePass({ from, to })).toBe(expected);
  });
});

describe('paymentsFromOutside', () => {
  const at = (d: string) => new Date(`${d}T00:00:00Z`);
  const span = { first: at('2023-11-22'), last: at('2026-11-22') };
  it.each([
    // window [start, end), the ledger's span → read as total less the rows outside the window
    ['2024-01-01', '2026-11-23', span, true],
    ['2026-01-01', '2026-11-23', span, false],
    ['2025-05-23', '2026-11-23', span, false], // exactly half: inside is no fewer
    ['2025-05-22', '2026-11-23', span, true],
    ['2020-01-01', '2030-01-01', span, true],
    ['2027-01-01', '2028-01-01', span, false], // after the last row
    ['2024-01-01', '2026-11-23', null, false], // no ledger rows
    ['2024-01-01', '2026-11-23', { first: at('2025-01-01'), last: at('2025-01-01') }, false],
  ])('%s..%s', (start, end, s, expected) => {
    expect(paymentsFromOutside({ start: at(start), end: at(end) }, s)).toBe(expected);
  });
});
