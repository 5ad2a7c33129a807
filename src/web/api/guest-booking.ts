import { guestProofSchema, type GuestProof } from '../../domain/guest-access';
import type { z } from 'zod';
import type { ChangeBody } from '../../server/bookings/contract';
import type { ProofCodeSent } from '../../server/bookings/proof-code-contract';
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

/**
 * What cancelling or moving the stay needs (decision 0117): the link's token, or the e-mail with
 * the one-time code e-mailed on request.
 */
export type ActionProof = { accessToken: string } | { email: string; code: string };

/** Asks for a one-time code to the booking's e-mail (the answer is the same whether it matched). */
export const requestProofCode = (code: string, email: string) =>
  apiRequest<ProofCodeSent>(`${base(code)}/proof-code`, { method: 'POST', body: { email } });

export const cancelGuestBooking = (code: string, proof: ActionProof) =>
  apiRequest<GuestCancelResult>(`${base(code)}/cancel`, { method: 'POST', body: proof });

/** The new stay (the proof is added by the call). */
export type DateChangeRequest = Omit<z.input<typeof ChangeBody>, 'email' | 'accessToken' | 'code'>;

/** A preview (dryRun) may use the e-mail alone; the change itself needs an ActionProof. */
export const changeGuestDates = (
  code: string,
  proof: GuestProof | ActionProof,
  change: DateChangeRequest,
) =>
  apiRequest<DateChangeResult>(`${base(code)}/change`, {
    method: 'POST',
    body: { ...proof, ...change },
  });
