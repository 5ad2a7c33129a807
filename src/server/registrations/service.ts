import { asc, eq } from 'drizzle-orm';
import {
  checkInRegistrationRefusal,
  formCDueAt,
  formCParticularsChanged,
  isForeign,
  maskNumber,
  registrationGaps,
  registrationStatus,
  resolveNumber,
  type FormC,
  type RegistrationBody,
} from '../../domain/registration';
import { recordBookingActivity } from '../audit/booking-activity';
import type { Actor } from '../audit/record';
import { findBookingByRef, type BookingRow } from '../booking-records/repository';
import type { Db } from '../db/client';
import { bookingRegistrations, registrationGuests } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import type { RegistrationView } from './contract';

export type GuestRow = typeof registrationGuests.$inferSelect;
export type RegistrationRow = typeof bookingRegistrations.$inferSelect;

/** Bookings that can no longer be registered: nobody comes. */
const CLOSED = new Set(['cancelled', 'no_show']);

const hasFormC = (g: GuestRow) => g.formC !== null;
const completeness = (guests: GuestRow[]) =>
  guests.map((g) => ({ name: g.name, nationality: g.nationality, hasFormC: hasFormC(g) }));

async function guestsOf(db: Db, bookingUuid: string): Promise<GuestRow[]> {
  return db
    .select()
    .from(registrationGuests)
    .where(eq(registrationGuests.bookingId, bookingUuid))
    .orderBy(asc(registrationGuests.position));
}

export async function loadRegistration(db: Db, ref: string) {
  const booking = await findBookingByRef(db, ref);
  if (!booking) throw notFound(`Booking not found: ${ref}`);
  const [registration] = await db
    .select()
    .from(bookingRegistrations)
    .where(eq(bookingRegistrations.bookingId, booking.id));
  return { booking, registration, guests: await guestsOf(db, booking.id) };
}

/** The Form C of a stored guest, with its numbers (null once erased). */
export function fullFormC(g: GuestRow) {
  return g.formC
    ? { ...g.formC, passportNumber: g.passportNumber, visaNumber: g.visaNumber }
    : null;
}

const shown = (value: string | null, reveal: boolean) =>
  value === null ? null : reveal ? value : maskNumber(value);

export function registrationView(
  booking: BookingRow,
  registration: RegistrationRow | undefined,
  guests: GuestRow[],
  reveal: boolean,
): RegistrationView {
  const formCRequired = guests.some((g) => isForeign(g.nationality));
  const arrivedAt = registration?.arrivedAt ?? null;
  return {
    bookingId: booking.bookingId,
    status: registrationStatus(completeness(guests)),
    missing: registrationGaps(completeness(guests)),
    guests: guests.map((g) => {
      const formC = fullFormC(g);
      return {
        name: g.name,
        nationality: g.nationality,
        idType: g.idType,
        idNumber: shown(g.idNumber, reveal),
        address: g.address,
        formC: formC && {
          ...formC,
          passportNumber: shown(formC.passportNumber, reveal),
          visaNumber: shown(formC.visaNumber, reveal),
        },
      };
    }),
    numbersRevealed: reveal,
    numbersErasedAt: registration?.numbersErasedAt?.toISOString() ?? null,
    updatedAt: registration?.updatedAt.toISOString() ?? null,
    updatedByName: registration?.updatedByName ?? null,
    arrivedAt: arrivedAt?.toISOString() ?? null,
    formCRequired,
    formCSubmittedAt: registration?.formCSubmittedAt?.toISOString() ?? null,
    formCSubmittedByName: registration?.formCSubmittedByName ?? null,
    formCDueAt: formCRequired && arrivedAt ? formCDueAt(arrivedAt).toISOString() : null,
  };
}

/** Whether a stored registration holds any number a viewer could see in full. */
export const holdsNumbers = (guests: GuestRow[]) =>
  guests.some((g) => g.idNumber || g.passportNumber || g.visaNumber);

/** An unmasked read of a booking's identity numbers, on record (decision 0132). */
export async function recordNumbersViewed(
  db: Db,
  input: { bookingUuid: string; actor: Actor; now: Date; where: string },
) {
  await recordBookingActivity(db, {
    bookingId: input.bookingUuid,
    actor: input.actor,
    action: 'identity_viewed',
    description: `Identity numbers viewed in full (${input.where})`,
    at: input.now,
  });
}

/**
 * Saves the guests of a stay (replacing the earlier list) in one transaction, the booking locked.
 * A masked number sent back keeps the stored number it masks; one that masks nothing stored is
 * refused with the field named. The history row names the guests, never their numbers.
 */
export async function saveRegistration(
  db: Db,
  input: { ref: string; body: RegistrationBody; actor: Actor; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const booking = await findBookingByRef(tx, input.ref, { forUpdate: true });
    if (!booking) throw notFound(`Booking not found: ${input.ref}`);
    if (CLOSED.has(booking.status))
      throw conflict('A cancelled or no-show booking cannot be registered');
    const [registration] = await tx
      .select()
      .from(bookingRegistrations)
      .where(eq(bookingRegistrations.bookingId, booking.id));
    if (registration?.numbersErasedAt)
      throw conflict('This stay’s identity numbers were erased after the retention period');
    const before = await guestsOf(tx, booking.id);
    const fields: Record<string, string> = {};
    const resolve = (
      submitted: string,
      path: string,
      pick: (g: GuestRow) => string | null,
      i: number,
    ) => {
      const stored = before.map(pick);
      const value = resolveNumber(submitted, before[i] ? pick(before[i]) : null, stored);
      if (value === null) fields[path] = 'Enter the full number';
      return value ?? '';
    };
    const rows = input.body.guests.map((g, i) => {
      const formC: FormC | null = g.formC ?? null;
      const { passportNumber, visaNumber, ...particulars } = formC ?? ({} as FormC);
      return {
        bookingId: booking.id,
        position: i,
        name: g.name,
        nationality: g.nationality,
        idType: g.idType,
        idNumber: resolve(g.idNumber, `guests.${i}.idNumber`, (s) => s.idNumber, i),
        address: g.address || null,
        formC: formC ? particulars : null,
        passportNumber: formC
          ? resolve(passportNumber, `guests.${i}.formC.passportNumber`, (s) => s.passportNumber, i)
          : null,
        visaNumber: formC
          ? resolve(visaNumber, `guests.${i}.formC.visaNumber`, (s) => s.visaNumber, i)
          : null,
        createdAt: input.now,
      };
    });
    if (Object.keys(fields).length)
      throw badRequest('Enter the full number where a masked one matches nothing stored', fields);
    const by = { updatedAt: input.now, updatedBy: input.actor.id, updatedByName: input.actor.name };
    // A filed Form C no longer holds when what it said of the foreign guests changes.
    const refile = !!registration?.formCSubmittedAt && formCParticularsChanged(before, rows);
    const unfiled = { formCSubmittedAt: null, formCSubmittedBy: null, formCSubmittedByName: null };
    await tx
      .insert(bookingRegistrations)
      .values({ bookingId: booking.id, ...by })
      .onConflictDoUpdate({
        target: bookingRegistrations.bookingId,
        set: refile ? { ...by, ...unfiled } : by,
      });
    await tx.delete(registrationGuests).where(eq(registrationGuests.bookingId, booking.id));
    await tx.insert(registrationGuests).values(rows);
    const foreign = rows.filter((r) => isForeign(r.nationality)).length;
    await recordBookingActivity(tx, {
      bookingId: booking.id,
      actor: input.actor,
      action: 'registration_saved',
      changes: {
        registeredGuests: {
          before: before.map((g) => g.name).join(', ') || null,
          after: rows.map((g) => g.name).join(', '),
        },
      },
      description:
        `Registration saved: ${rows.length} guest${rows.length === 1 ? '' : 's'}` +
        (foreign ? `, ${foreign} foreign national${foreign === 1 ? '' : 's'}` : '') +
        (refile ? '; Form C particulars changed after it was filed: submit Form C again' : ''),
      at: input.now,
    });
  });
}

/**
 * Check-in's question (called from the front-desk action, inside its transaction, the booking
 * locked): refuses with what is missing, else notes the arrival time (the Form C clock starts).
 */
export async function requireRegistrationForCheckIn(
  tx: Db,
  bookingUuid: string,
  now: Date,
): Promise<void> {
  const refusal = checkInRegistrationRefusal(completeness(await guestsOf(tx, bookingUuid)));
  if (refusal) throw conflict(refusal);
  await tx
    .update(bookingRegistrations)
    .set({ arrivedAt: now })
    .where(eq(bookingRegistrations.bookingId, bookingUuid));
}

/** Staff filed the party's Form C with the FRRO: who and when, once. */
export async function markFormCSubmitted(
  db: Db,
  input: { ref: string; actor: Actor; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const booking = await findBookingByRef(tx, input.ref, { forUpdate: true });
    if (!booking) throw notFound(`Booking not found: ${input.ref}`);
    const [registration] = await tx
      .select()
      .from(bookingRegistrations)
      .where(eq(bookingRegistrations.bookingId, booking.id));
    const guests = await guestsOf(tx, booking.id);
    const foreign = guests.filter((g) => isForeign(g.nationality));
    if (!registration || foreign.length === 0)
      throw conflict('No foreign national is registered on this booking: no Form C is needed');
    const missing = foreign.filter((g) => !hasFormC(g)).map((g) => g.name);
    if (missing.length) throw conflict(`Form C particulars missing for ${missing.join(', ')}`);
    if (registration.formCSubmittedAt)
      throw conflict(
        `Form C was already marked submitted by ${registration.formCSubmittedByName ?? 'staff'}`,
      );
    await tx
      .update(bookingRegistrations)
      .set({
        formCSubmittedAt: input.now,
        formCSubmittedBy: input.actor.id,
        formCSubmittedByName: input.actor.name,
      })
      .where(eq(bookingRegistrations.bookingId, booking.id));
    await recordBookingActivity(tx, {
      bookingId: booking.id,
      actor: input.actor,
      action: 'form_c_submitted',
      description: `Form C marked submitted to the FRRO (${foreign.map((g) => g.name).join(', ')})`,
      at: input.now,
    });
  });
}
