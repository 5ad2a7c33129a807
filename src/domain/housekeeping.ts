import { z } from 'zod';
import type { IsoDate } from './dates';

/*
 * Housekeeping state of a room unit (decision 0133): clean, dirty, inspected, or out of order with a
 * note. Pure rules: which moves are allowed, what one tap on the board does, which nights an
 * out-of-order unit cannot be given to a stay, and what "ready for arrival" means.
 */

export const HOUSEKEEPING_STATES = ['clean', 'dirty', 'inspected', 'out_of_order'] as const;
export type HousekeepingState = (typeof HOUSEKEEPING_STATES)[number];

export const HOUSEKEEPING_LABELS: Record<HousekeepingState, string> = {
  clean: 'Clean',
  dirty: 'Dirty',
  inspected: 'Inspected',
  out_of_order: 'Out of order',
};

export const HOUSEKEEPING_NOTE_MAX = 300;

export const HOUSEKEEPING_MESSAGES = {
  noteRequired: 'Say what is wrong: a note is required when a room is out of order',
  noteTooLong: `Keep the note under ${HOUSEKEEPING_NOTE_MAX} characters`,
  noteOnlyOutOfOrder: 'A note is kept only for a room that is out of order',
  state: 'Choose clean, dirty, inspected or out of order',
  unitNotFound: 'Room unit not found',
} as const;

/** The body of `PATCH /api/admin/units/:unitId/housekeeping`. */
export const housekeepingChangeSchema = z
  .object({
    state: z.enum(HOUSEKEEPING_STATES, { error: HOUSEKEEPING_MESSAGES.state }),
    note: z
      .string()
      .trim()
      .max(HOUSEKEEPING_NOTE_MAX, HOUSEKEEPING_MESSAGES.noteTooLong)
      .optional()
      .nullable(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.state === 'out_of_order' && !v.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: HOUSEKEEPING_MESSAGES.noteRequired });
  });
export type HousekeepingChange = z.infer<typeof housekeepingChangeSchema>;

/**
 * Whether a unit may move from one state to another; null when allowed, else the reason.
 * - dirty → clean (cleaned); clean → inspected (a supervisor checked it);
 * - clean / inspected → dirty (used, or the inspection failed); inspected → clean (inspection undone);
 * - any state → out of order (with a note); out of order → dirty or clean (back in service);
 * - dirty → inspected and out of order → inspected are refused: only a cleaned room is inspected.
 * Staying in the same state is not a move (the caller answers "nothing changed"), except out of order
 * with a new note, which is allowed (the note is updated and recorded).
 */
export function housekeepingRefusal(from: HousekeepingState, to: HousekeepingState): string | null {
  if (to === 'out_of_order') return null;
  if (from === to) return `This room is already ${HOUSEKEEPING_LABELS[to].toLowerCase()}`;
  if (to === 'inspected' && from !== 'clean')
    return from === 'dirty'
      ? 'A dirty room must be cleaned before it is inspected'
      : 'A room back in service must be cleaned before it is inspected';
  return null;
}

/** What one tap on the board does: dirty → clean → inspected → dirty; out of order → dirty. */
export const NEXT_HOUSEKEEPING_STATE: Record<HousekeepingState, HousekeepingState> = {
  dirty: 'clean',
  clean: 'inspected',
  inspected: 'dirty',
  out_of_order: 'dirty',
};

/** The words of that tap, for the board's button. */
export const NEXT_ACTION_LABELS: Record<HousekeepingState, string> = {
  dirty: 'Mark clean',
  clean: 'Mark inspected',
  inspected: 'Mark dirty',
  out_of_order: 'Back in service',
};

/** A room ready for a guest to walk in: clean or inspected. */
export function isRoomReady(state: HousekeepingState): boolean {
  return state === 'clean' || state === 'inspected';
}

/**
 * Out of order blocks tonight only: the night of the resort's `today`. A stay of `[checkIn,
 * checkOut)` cannot be newly given an out-of-order unit when that night is one of its nights. Later
 * nights stay sellable (the room may be repaired by then; a known repair is a maintenance block).
 */
export function coversTonight(stay: { checkIn: IsoDate; checkOut: IsoDate }, today: IsoDate) {
  return stay.checkIn <= today && today < stay.checkOut;
}

export function outOfOrderMessage(units: { unitNumber: string; note: string | null }[]): string {
  const list = units.map((u) => (u.note ? `${u.unitNumber} (${u.note})` : u.unitNumber)).join(', ');
  return units.length === 1
    ? `${list} is out of order tonight; choose another room`
    : `${list} are out of order tonight; choose other rooms`;
}
