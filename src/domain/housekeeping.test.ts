import { describe, expect, it } from 'vitest';
import {
  coversTonight,
  housekeepingChangeSchema,
  housekeepingRefusal,
  HOUSEKEEPING_MESSAGES,
  HOUSEKEEPING_STATES,
  isRoomReady,
  NEXT_HOUSEKEEPING_STATE,
  outOfOrderMessage,
  type HousekeepingState,
} from './housekeeping';

describe('housekeepingRefusal', () => {
  it.each<[HousekeepingState, HousekeepingState, string | null]>([
    ['dirty', 'clean', null],
    ['dirty', 'inspected', 'A dirty room must be cleaned before it is inspected'],
    ['dirty', 'dirty', 'This room is already dirty'],
    ['dirty', 'out_of_order', null],
    ['clean', 'inspected', null],
    ['clean', 'dirty', null],
    ['clean', 'clean', 'This room is already clean'],
    ['clean', 'out_of_order', null],
    ['inspected', 'dirty', null],
    ['inspected', 'clean', null],
    ['inspected', 'inspected', 'This room is already inspected'],
    ['inspected', 'out_of_order', null],
    ['out_of_order', 'dirty', null],
    ['out_of_order', 'clean', null],
    ['out_of_order', 'inspected', 'A room back in service must be cleaned before it is inspected'],
    ['out_of_order', 'out_of_order', null],
  ])('%s → %s: %s', (from, to, expected) => {
    expect(housekeepingRefusal(from, to)).toBe(expected);
  });
});

describe('one tap on the board', () => {
  it.each<[HousekeepingState, HousekeepingState]>([
    ['dirty', 'clean'],
    ['clean', 'inspected'],
    ['inspected', 'dirty'],
    ['out_of_order', 'dirty'],
  ])('%s → %s, always an allowed move', (from, to) => {
    expect(NEXT_HOUSEKEEPING_STATE[from]).toBe(to);
    expect(housekeepingRefusal(from, NEXT_HOUSEKEEPING_STATE[from])).toBeNull();
  });
  it('covers every state', () => {
    expect(Object.keys(NEXT_HOUSEKEEPING_STATE).sort()).toEqual([...HOUSEKEEPING_STATES].sort());
  });
});

describe('isRoomReady', () => {
  it.each<[HousekeepingState, boolean]>([
    ['clean', true],
    ['inspected', true],
    ['dirty', false],
    ['out_of_order', false],
  ])('%s → %s', (state, ready) => expect(isRoomReady(state)).toBe(ready));
});

describe('coversTonight (out of order blocks the night of today only)', () => {
  it.each<[string, string, string, boolean]>([
    ['2026-12-10', '2026-12-12', '2026-12-10', true],
    ['2026-12-10', '2026-12-12', '2026-12-11', true],
    ['2026-12-10', '2026-12-12', '2026-12-12', false],
    ['2026-12-11', '2026-12-12', '2026-12-10', false],
    ['2026-12-01', '2026-12-02', '2026-12-10', false],
  ])('[%s, %s) on %s → %s', (checkIn, checkOut, today, expected) => {
    expect(coversTonight({ checkIn, checkOut }, today)).toBe(expected);
  });
});

describe('housekeepingChangeSchema', () => {
  it.each<[unknown, string | null]>([
    [{ state: 'clean' }, null],
    [{ state: 'out_of_order', note: 'AC leaking' }, null],
    [{ state: 'out_of_order' }, HOUSEKEEPING_MESSAGES.noteRequired],
    [{ state: 'out_of_order', note: '   ' }, HOUSEKEEPING_MESSAGES.noteRequired],
    [{ state: 'out_of_order', note: 'x'.repeat(301) }, HOUSEKEEPING_MESSAGES.noteTooLong],
    [{ state: 'sparkling' }, HOUSEKEEPING_MESSAGES.state],
    [{ state: 'clean', extra: 1 }, 'Unrecognized key: "extra"'],
  ])('%j → %s', (body, message) => {
    const r = housekeepingChangeSchema.safeParse(body);
    expect(r.success ? null : r.error.issues[0]?.message).toBe(message);
  });
});

describe('outOfOrderMessage', () => {
  it('names the room and why', () => {
    expect(outOfOrderMessage([{ unitNumber: 'GC-03', note: 'AC leaking' }])).toBe(
      'GC-03 (AC leaking) is out of order tonight; choose another room',
    );
    expect(
      outOfOrderMessage([
        { unitNumber: 'GC-03', note: null },
        { unitNumber: 'GC-04', note: 'No water' },
      ]),
    ).toBe('GC-03, GC-04 (No water) are out of order tonight; choose other rooms');
  });
});
