import { z } from 'zod';
import { COUNTRY_CODES, type CountryCode } from './enums';

export const GUEST_MESSAGES = {
  nameTooShort: (label: string) => `${label} must be at least 2 characters long`,
  nameTooLong: (label: string) => `${label} must be less than 50 characters`,
  nameLetters: (label: string) => `${label} can only contain letters and spaces`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneIndia: 'Please enter a valid 10-digit Indian mobile number',
  phoneNorthAmerica: 'Please enter a valid 10-digit US or Canadian phone number',
  phoneUk: 'Please enter a valid UK phone number (10 digits after +44)',
  countryCode: 'Please choose a country code',
  specialRequestsTooLong: 'Special requests must be less than 1000 characters',
  terms: 'You must accept the terms and conditions to proceed',
  formFailedTitle: 'Validation Error',
  formFailed: 'Please fix the errors below and try again.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]+$/u;

/** A person's name: 2–49 characters after trimming, letters and spaces only. */
export function personName(label: string) {
  return z
    .string({ error: GUEST_MESSAGES.nameTooShort(label) })
    .trim()
    .min(2, GUEST_MESSAGES.nameTooShort(label))
    .max(49, GUEST_MESSAGES.nameTooLong(label))
    .regex(LETTERS_AND_SPACES, GUEST_MESSAGES.nameLetters(label));
}

export const emailField = z
  .string({ error: GUEST_MESSAGES.emailRequired })
  .trim()
  .min(1, GUEST_MESSAGES.emailRequired)
  .max(254, GUEST_MESSAGES.emailInvalid)
  .regex(EMAIL, GUEST_MESSAGES.emailInvalid)
  .transform((v) => v.toLowerCase());

/** The national number for a country code, digits only, or the message explaining what is wrong. */
function checkPhone(
  countryCode: CountryCode,
  phone: string,
): { digits: string } | { message: string } {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 0) return { message: GUEST_MESSAGES.phoneRequired };
  switch (countryCode) {
    case '+91':
      // How Indians write their own numbers: "+91 98450 12345", "91 98450 12345", "098450 12345".
      if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
      else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
      return /^[6-9]\d{9}$/.test(digits) ? { digits } : { message: GUEST_MESSAGES.phoneIndia };
    case '+1':
      return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits)
        ? { digits }
        : { message: GUEST_MESSAGES.phoneNorthAmerica };
    case '+44':
      if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
      return /^[1-37]\d{9}$/.test(digits) ? { digits } : { message: GUEST_MESSAGES.phoneUk };
  }
}

/** Step 4's Guest Information form (shared by the web form and POST /api/bookings). */
export const guestDetailsSchema = z
  .object({
    firstName: personName('First Name'),
    lastName: personName('Last Name'),
    email: emailField,
    countryCode: z.enum(COUNTRY_CODES, { error: GUEST_MESSAGES.countryCode }),
    phone: z.string({ error: GUEST_MESSAGES.phoneRequired }),
    specialRequests: z
      .string()
      .trim()
      .max(1000, GUEST_MESSAGES.specialRequestsTooLong)
      .optional()
      .transform((v) => (v ? v : undefined)),
  })
  .transform((value, ctx) => {
    const checked = checkPhone(value.countryCode, value.phone);
    if ('message' in checked) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: checked.message });
      return z.NEVER;
    }
    return { ...value, phone: checked.digits };
  });

type GuestDetailsInput = z.input<typeof guestDetailsSchema>;

export const consentSchema = z.object({
  acceptTerms: z.literal(true, { error: GUEST_MESSAGES.terms }),
  marketingConsent: z.boolean().optional().default(false),
});

const isPhonePath = (path: readonly PropertyKey[]) => path.join('.') === 'guest.phone';

/**
 * Step 4's form: the guest's details and the consent. The details schema checks the phone only
 * once the other fields pass; here its message shows with the others at once.
 */
export const guestStepSchema = z
  .object({ guest: guestDetailsSchema, ...consentSchema.shape })
  .superRefine(
    (value, ctx) => {
      const guest = value.guest as Partial<GuestDetailsInput> | undefined;
      if (!guest?.countryCode) return;
      const phone = checkPhone(guest.countryCode, guest.phone ?? '');
      if ('message' in phone)
        ctx.addIssue({ code: 'custom', path: ['guest', 'phone'], message: phone.message });
    },
    { when: ({ issues }) => issues.length > 0 && !issues.some((i) => isPhonePath(i.path ?? [])) },
  );

/** "Asha Rao" */
export function fullName(details: { firstName: string; lastName: string }): string {
  return `${details.firstName.trim()} ${details.lastName.trim()}`;
}
