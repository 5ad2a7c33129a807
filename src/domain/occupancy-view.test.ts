import { describe, expect, it } from 'vitest';
import {
  gridPlacement,
  isOccupancyView,
  occupancyWindow,
  stepOccupancyDate,
  type OccupancyView,
} from './occupancy-view';

describe('occupancyWindow', () => {
  it.each<[OccupancyView, string, string, string]>([
    ['day', '2026-12-03', '2026-12-03', '2026-12-03'],
    // 3 Dec 2026 is a Thursday: its week runs Monday 30 Nov to Sunday 6 Dec.
    ['week', '2026-12-03', '2026-11-30', '2026-12-06'],
    ['week', '2026-11-30', '2026-11-30', '2026-12-06'],
    ['week', '2026-12-06', '2026-11-30', '2026-12-06'],
    ['month', '2026-12-17', '2026-12-01', '2026-12-31'],
    ['month', '2027-02-10', '2027-02-01', '2027-02-28'],
    ['month', '2028-02-29', '2028-02-01', '2028-02-29'],
    ['month', '2026-04-30', '2026-04-01', '2026-04-30'],
  ])('%s around %s is %s … %s', (view, date, from, to) => {
    expect(occupancyWindow(view, date)).toEqual({ from, to });
  });
});

describe('stepOccupancyDate', () => {
  it.each<[OccupancyView, string, 1 | -1, string]>([
    ['day', '2026-12-31', 1, '2027-01-01'],
    ['day', '2026-12-01', -1, '2026-11-30'],
    ['week', '2026-12-03', 1, '2026-12-10'],
    ['week', '2026-12-03', -1, '2026-11-26'],
    ['month', '2026-12-17', 1, '2027-01-17'],
    ['month', '2027-01-17', -1, '2026-12-17'],
    ['month', '2027-01-31', 1, '2027-02-28'],
    ['month', '2026-03-31', -1, '2026-02-28'],
  ])('%s from %s by %i is %s', (view, date, direction, expected) => {
    expect(stepOccupancyDate(view, date, direction)).toBe(expected);
  });
});

describe('gridPlacement (nights are half-open [start, end))', () => {
  const week = ['2026-11-30', '2026-12-06'] as const;
  it.each<[string, string, number, number]>([
    // Two nights from Tuesday: columns 2 and 3.
    ['2026-12-01', '2026-12-03', 2, 2],
    // One night on the first day.
    ['2026-11-30', '2026-12-01', 1, 1],
    // Started before the week (the server clips it to the range already, or not): from column 1.
    ['2026-11-25', '2026-12-02', 1, 2],
    // Runs past Sunday: ends in the last column.
    ['2026-12-05', '2026-12-09', 6, 2],
    // Checked out on the first day: no night in the week.
    ['2026-11-28', '2026-11-30', 0, 0],
    // Arrives the day after the week.
    ['2026-12-07', '2026-12-08', 0, 0],
  ])('%s → %s: column %i, span %i', (start, end, column, span) => {
    expect(gridPlacement(week[0], week[1], { start, end })).toEqual({ column, span });
  });
});

describe('isOccupancyView', () => {
  it.each([
    ['day', true],
    ['month', true],
    ['year', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => {
    expect(isOccupancyView(value)).toBe(expected);
  });
});
