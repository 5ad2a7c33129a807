import { describe, expect, it } from 'vitest';
import { withCalendarMonth } from './calendar-month-tag';

const PAGE = '<html><head><title>x</title></head><body></body></html>';

describe("the entry page names the calendar's first month (decision 0163)", () => {
  it.each([
    ['2026-12-31T18:29:00Z', '2026-12'],
    // Midnight in India comes 5½ hours before UTC's.
    ['2026-12-31T18:30:00Z', '2027-01'],
  ])('at %s it is %s at the resort', (instant, month) => {
    expect(withCalendarMonth(PAGE, 'Asia/Kolkata', new Date(instant))).toBe(
      `<html><head><title>x</title><meta name="vm-calendar-month" content="${month}" /></head><body></body></html>`,
    );
  });
});
