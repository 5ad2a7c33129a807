import { z } from 'zod';
import { INDIA, isCountryCode } from './countries';
import { addDays, isIsoDate, type IsoDate } from './dates';

/*
 * Guest registration at check-in (decision 0132): who stays, with which identity document, and for
 * foreign nationals the Form C particulars the FRRO asks for. One schema here serves the API and
 * the admin form; the rules below decide what is complete, what is missing and what is masked.
 */

export const ID_TYPES = ['aadhaar', 'passport', 'driving_licence', 'voter_id', 'other'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const ID_TYPE_LABELS: Record<IdType, string> = {
  aadhaar: 'Aadhaar',
  passport: 'Passport',
  driving_licence: 'Driving licence',
  voter_id: 'Voter ID',
  other: 'Other',
};

/** How a masked number starts; no real document number contains it. */
const MASK = '••••';

/** "••••1234": only the last 4 characters show (nothing of a number of 4 or fewer). */
export function maskNumber(value: string): string {
  return value.length > 4 ? `${MASK}${value.slice(-4)}` : MASK;
}

const isMasked = (value: string) => value.startsWith(MASK);

const DOC_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 /-]*$/;

/** A document number as typed, or the masked form the API handed out (kept as stored). */
const documentNumber = (what: string) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(40, `The ${what} is at most 40 characters`)
    .refine(
      (v) => isMasked(v) || DOC_NUMBER.test(v),
      `The ${what} may hold letters, digits, spaces, / and - only`,
    );

const requiredText = (message: string, max = 120) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

const date = (message: string) =>
  z.string({ error: message }).trim().refine(isIsoDate, `${message} (YYYY-MM-DD)`);

const formCSchema = z
  .object({
    passportNumber: documentNumber('passport number'),
    passportPlaceOfIssue: requiredText('Enter where the passport was issued'),
    passportDateOfIssue: date('Enter the passport’s date of issue'),
    passportExpiry: date('Enter the passport’s expiry date'),
    visaNumber: documentNumber('visa number'),
    visaType: requiredText('Enter the visa type', 60),
    visaPlaceOfIssue: requiredText('Enter where the visa was issued'),
    visaDateOfIssue: date('Enter the visa’s date of issue'),
    visaExpiry: date('Enter the visa’s expiry date'),
    arrivalInIndia: date('Enter the date of arrival in India'),
    arrivedFrom: requiredText('Enter where the guest arrived from'),
    nextDestination: requiredText('Enter the guest’s next destination'),
    purpose: requiredText('Enter the purpose of the visit', 200),
  })
  .superRefine((f, ctx) => {
    if (isIsoDate(f.passportDateOfIssue) && isIsoDate(f.passportExpiry))
      if (f.passportExpiry <= f.passportDateOfIssue)
        ctx.addIssue({
          code: 'custom',
          path: ['passportExpiry'],
          message: 'The passport’s expiry must be after its date of issue',
        });
    if (isIsoDate(f.visaDateOfIssue) && isIsoDate(f.visaExpiry))
      if (f.visaExpiry <= f.visaDateOfIssue)
        ctx.addIssue({
          code: 'custom',
          path: ['visaExpiry'],
          message: 'The visa’s expiry must be after its date of issue',
        });
  });
export type FormC = z.infer<typeof formCSchema>;
/** What is stored in the jsonb column: Form C without its two document numbers (own columns). */
export type FormCParticulars = Omit<FormC, 'passportNumber' | 'visaNumber'>;

export const guestRegistrationSchema = z
  .object({
    name: requiredText('Enter the guest’s full name'),
    nationality: z
      .string({ error: 'Choose a nationality' })
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'Choose a nationality'),
    idType: z.enum(ID_TYPES, { error: 'Choose the ID type' }),
    idNumber: documentNumber('ID number'),
    address: z.string().trim().max(300, 'At most 300 characters').nullish(),
    formC: formCSchema.nullish(),
  })
  .superRefine((g, ctx) => {
    if (
      g.idType === 'aadhaar' &&
      !isMasked(g.idNumber) &&
      !/^\d{12}$/.test(g.idNumber.replace(/[ -]/g, ''))
    )
      ctx.addIssue({
        code: 'custom',
        path: ['idNumber'],
        message: 'An Aadhaar number has 12 digits',
      });
    if (g.formC && g.nationality === INDIA)
      ctx.addIssue({
        code: 'custom',
        path: ['formC'],
        message: 'Form C is for foreign nationals only',
      });
  });
export type GuestRegistration = z.infer<typeof guestRegistrationSchema>;

export const REGISTRATION_MAX_GUESTS = 20;

export const registrationBodySchema = z.object({
  guests: z
    .array(guestRegistrationSchema)
    .min(1, 'Register at least the lead guest')
    .max(REGISTRATION_MAX_GUESTS, `At most ${REGISTRATION_MAX_GUESTS} guests`),
});
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

export const isForeign = (nationality: string) => nationality !== INDIA;

export type RegistrationStatus = 'complete' | 'incomplete' | 'none';

/** A registered guest as far as completeness goes (the first is the lead guest). */
export type RegisteredGuest = { name: string; nationality: string; hasFormC: boolean };

/** What check-in still needs, in words for the desk; empty when the registration is complete. */
export function registrationGaps(guests: readonly RegisteredGuest[]): string[] {
  if (guests.length === 0) return ['Register the lead guest before check-in'];
  return guests
    .filter((g) => isForeign(g.nationality) && !g.hasFormC)
    .map((g) => `Form C particulars missing for ${g.name}`);
}

export function registrationStatus(guests: readonly RegisteredGuest[]): RegistrationStatus {
  if (guests.length === 0) return 'none';
  return registrationGaps(guests).length === 0 ? 'complete' : 'incomplete';
}

/** Why check-in must wait for the registration, or null when it may go ahead. */
export function checkInRegistrationRefusal(guests: readonly RegisteredGuest[]): string | null {
  const gaps = registrationGaps(guests);
  return gaps.length ? gaps.join('; ') : null;
}

/** What a Form C says of a guest: only foreign nationals are on it. */
export type FormCGuest = {
  name: string;
  nationality: string;
  formC: unknown;
  passportNumber: string | null;
  visaNumber: string | null;
};

/**
 * Whether a saved registration changes what the filed Form C said (a foreign guest added, removed
 * or with other particulars): the mark "submitted" then no longer holds and Form C is due again.
 * Indian guests and the order of the list do not matter.
 */
export function formCParticularsChanged(
  before: readonly FormCGuest[],
  after: readonly FormCGuest[],
): boolean {
  const key = (guests: readonly FormCGuest[]) =>
    guests
      .filter((g) => isForeign(g.nationality))
      .map((g) =>
        JSON.stringify([g.name, g.nationality, g.formC, g.passportNumber, g.visaNumber], sortKeys),
      )
      .sort()
      .join('\n');
  return key(before) !== key(after);
}

/** JSON.stringify replacer that writes object keys in order (a stored jsonb comes back reordered). */
function sortKeys(_: string, value: unknown) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * The stored number a submitted value stands for. A masked value (the form sends back what it was
 * shown) keeps the stored number it masks: the one at the same place, else the only one it masks.
 * Returns null when a masked value matches no stored number (it must be typed again).
 */
export function resolveNumber(
  submitted: string,
  samePlace: string | null | undefined,
  stored: readonly (string | null | undefined)[],
): string | null {
  if (!isMasked(submitted)) return submitted;
  if (samePlace && maskNumber(samePlace) === submitted) return samePlace;
  const matches = [
    ...new Set(stored.filter((s): s is string => !!s && maskNumber(s) === submitted)),
  ];
  return matches.length === 1 ? matches[0]! : null;
}

export const REGISTRATION_KEEP_DAYS_DEFAULT = 365;

/** Stays that ended before this date have their identity numbers erased (retention). */
export const retentionCutoff = (today: IsoDate, keepDays: number): IsoDate =>
  addDays(today, -keepDays);

const FORM_C_DEADLINE_HOURS = 24;

/** When the Form C of a foreign guest who arrived at `arrivedAt` is due at the FRRO. */
export const formCDueAt = (arrivedAt: Date): Date =>
  new Date(arrivedAt.getTime() + FORM_C_DEADLINE_HOURS * 3_600_000);
