import { guestProofSchema, type ActionProof, type GuestProof } from '../../domain/guest-access';
import type { z } from 'zod';
import type { ChangeBody } from '../../server/bookings/contract';
import type { DateChangeResult, GuestBookingView } from '../../server/bookings/contract';
import type { proofCodeRoutes } from '../../server/bookings/proof-code-routes';
import type { bookingRoutes } from '../../server/bookings/routes';
import type { documentRoutes } from '../../server/documents/routes';
import type { reviewRoutes } from '../../server/reviews/routes';
import { clientFor, hrefFor } from './client';
import type { RouterOf } from './route-types';

export type { GuestBookingView, DateChangeResult };

export type { ActionProof, GuestProof };

const bookings = clientFor<RouterOf<typeof bookingRoutes>>();
const bookingHref = hrefFor<RouterOf<typeof bookingRoutes>>();
const proofCodes = clientFor<RouterOf<typeof proofCodeRoutes>>();
const documents = clientFor<RouterOf<typeof documentRoutes>>();
const reviews = clientFor<RouterOf<typeof reviewRoutes>>();

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

const param = (code: string) => ({ bookingId: code });

export const fetchGuestBooking = (code: string, proof: GuestProof, signal?: AbortSignal) =>
  bookings('GET /bookings/:bookingId', { param: param(code), query: proof, signal });

export const guestDocumentLinks = (code: string, proof: GuestProof) => ({
  pdf: bookingHref('GET /bookings/:bookingId/confirmation.pdf', {
    param: param(code),
    query: proof,
  }),
  ics: bookingHref('GET /bookings/:bookingId/calendar.ics', { param: param(code), query: proof }),
});

/** The guest's tax invoice and credit notes (decision 0114); each `url` needs the proof added. */
export const fetchGuestDocuments = (code: string, proof: GuestProof, signal?: AbortSignal) =>
  documents('GET /bookings/:bookingId/documents', { param: param(code), query: proof, signal });

export const guestDocumentHref = (url: string, proof: GuestProof) =>
  `${url}?${new URLSearchParams(proof)}`;

/** Asks for a one-time code to the booking's e-mail (the answer is the same whether it matched). */
export const requestProofCode = (code: string, email: string) =>
  proofCodes('POST /bookings/:bookingId/proof-code', { param: param(code), json: { email } });

export const cancelGuestBooking = (code: string, proof: ActionProof) =>
  bookings('POST /bookings/:bookingId/cancel', { param: param(code), json: proof });

/** The new stay (the proof is added by the call). */
export type DateChangeRequest = Omit<z.input<typeof ChangeBody>, 'email' | 'accessToken' | 'code'>;

/** A preview (dryRun) may use the e-mail alone; the change itself needs an ActionProof. */
export const changeGuestDates = (
  code: string,
  proof: GuestProof | ActionProof,
  change: DateChangeRequest,
) =>
  bookings('POST /bookings/:bookingId/change', {
    param: param(code),
    json: { ...proof, ...change },
  });

/** "Review your stay" (decision 0131): only with the private link's token. */
export const fetchGuestReview = (code: string, accessToken: string, signal?: AbortSignal) =>
  reviews('GET /bookings/:bookingId/review', {
    param: param(code),
    query: { accessToken },
    signal,
  });

export const sendGuestReview = (
  code: string,
  accessToken: string,
  review: { rating: number; body: string },
) =>
  reviews('POST /bookings/:bookingId/review', {
    param: param(code),
    json: { ...review, accessToken },
  });
