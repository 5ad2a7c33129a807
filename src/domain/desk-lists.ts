import { formatInr } from './money';

/**
 * The desk's printed lists (decision 0133): the columns and the words of each cell, shared by the
 * PDF (`src/server/desk-lists/pdf.ts`) and the print page in the admin, so both say the same.
 */
type DeskListRegistration = 'complete' | 'incomplete' | 'none';

const DESK_REGISTRATION_WORDS: Record<DeskListRegistration, string> = {
  complete: 'Complete',
  incomplete: 'Form C missing',
  none: 'Not registered',
};

export const DESK_LIST_COLUMNS = [
  'Guest',
  'Units',
  'Nights',
  'Party',
  'Amount due',
  'Registration',
  'Special requests',
] as const;

type Row = {
  bookingId: string;
  guestName: string;
  units: readonly string[];
  nights: number;
  adults: number;
  children: number;
  due: number;
  refundOwed: number;
  specialRequests: string | null;
  registration: DeskListRegistration;
};

export const deskListParty = (r: Pick<Row, 'adults' | 'children'>) =>
  `${r.adults} adult${r.adults === 1 ? '' : 's'}${r.children ? `, ${r.children} child${r.children === 1 ? '' : 'ren'}` : ''}`;

/** The "Amount due" cell: what the guest owes, what the resort owes back, or nothing. */
const amountDueWords = (r: Pick<Row, 'due' | 'refundOwed'>) =>
  r.due > 0
    ? formatInr(r.due)
    : r.refundOwed > 0
      ? `Refund owed ${formatInr(r.refundOwed)}`
      : 'Nothing';

/** Cells of a row, in the order of DESK_LIST_COLUMNS. */
export function deskListCells(r: Row): string[] {
  return [
    `${r.guestName} (${r.bookingId})`,
    r.units.join(', ') || 'None',
    String(r.nights),
    deskListParty(r),
    amountDueWords(r),
    DESK_REGISTRATION_WORDS[r.registration],
    r.specialRequests ?? '',
  ];
}
