import { guestProofSchema, type GuestProof } from '../../domain/guest-access';
import type { z } from 'zod';
import type { ChangeBody } from '../../server/bookings/routes';
import type {
  DateChangeResult,
  GuestBookingView,
  GuestCancelResult,
} from '../../server/bookings/contract';
import type { BookingDocument } from '../../server/documents/contract';
import { apiRequest } from './client';

export type { GuestBookingView, DateChangeResult, GuestCancelResult, BookingDocument };

export type { GuestProof };

const STORE = 'vm-booking-proof:';

/** Kept for this tab only (sessionStorage), never in the address bar. */
export function rememberProof(code: string, proof: GuestProof) {
  try {
    sessionStorage.setItem(STORE + code, JSON.stringify(proof));
  } catch {
    /* private mode: the page still works until it is reloaded */
  }
}

export function recallProof(code: string): GuestProof | null {
  try {
    const raw = sessionStorage.getItem(STORE + code);
    // Storage is the browser's to change: anything but a proof counts as none.
    const parsed = raw ? guestProofSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function forgetProof(code: string) {
  try {
    sessionStorage.removeItem(STORE + code);
  } catch {
    /* nothing to forget */
  }
}

const query = (proof: GuestProof) =>
  'email' in proof
    ? `email=${encodeURIComponent(proof.email)}`
    : `accessToken=${encodeURIComponent(proof.accessToken)}`;
const base = (code: string) => `/api/bookings/${encodeURIComponent(code)}`;

export const fetchGuestBooking = (code: string, proof: GuestProof, signal?: AbortSignal) =>
  apiRequest<GuestBookingView>(`${base(code)}?${query(proof)}`, { signal });

export const guestDocumentLinks = (code: string, proof: GuestProof) => ({
  pdf: `${base(code)}/confirmation.pdf?${query(proof)}`,
  ics: `${base(code)}/calendar.ics?${query(proof)}`,
});

/** The guest's tax invoice and credit notes (decision 0114); each `url` needs the proof added. */
export const fetchGuestDocuments = (code: string, proof: GuestProof, signal?: AbortSignal) =>
  apiRequest<BookingDocument[]>(`${base(code)}/documents?${query(proof)}`, { signal });

export const guestDocumentHref = (url: string, proof: GuestProof) => `${url}?${query(proof)}`;

export const cancelGuestBooking = (code: string, proof: GuestProof) =>
  apiRequest<GuestCancelResult>(`${base(code)}/cancel`, { method: 'POST', body: proof });

/** The new stay (the proof is added by the call). */
export type DateChangeRequest = Omit<z.input<typeof ChangeBody>, 'email' | 'accessToken'>;

export const changeGuestDates = (code: string, proof: GuestProof, change: DateChangeRequest) =>
  apiRequest<DateChangeResult>(`${base(code)}/change`, {
    method: 'POST',
    body: { ...proof, ...change },
  });
