import { chargeLineSchema } from './folio-charges';
import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { ADMIN_ROLES, PACKAGE_DURATIONS, VILLA_STATUSES } from './enums';

/** Admin forms with the spec's messages; the same schemas validate on the server. */

const SLUG = /^[a-z0-9-]+$/;

/** Trims list entries, drops blanks and duplicates (amenities, images, inclusions). */
export function cleanList(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    const t = v.trim();
    if (t && !out.includes(t)) out.push(t);
  }
  return out;
}

const list = z.array(z.string()).default([]).transform(cleanList);
/** For partial updates (PATCH): an absent list stays absent instead of becoming []. */
const listField = z.array(z.string()).transform(cleanList);

// ---------- villa ----------

export const VILLA_PRICE_STEP = 500;

export const villaFormSchema = z.object({
  id: z
    .string({ error: 'Villa ID is required' })
    .trim()
    // A blank ID gets one message, not also the pattern's (abort stops the checks after it).
    .min(1, { error: 'Villa ID is required', abort: true })
    .regex(SLUG, 'Villa ID can only contain lowercase letters, numbers, and hyphens'),
  name: z.string().trim().min(1, 'Villa name is required'),
  description: z.string().trim().min(1, 'Description is required'),
  basePrice: z
    .number({ error: 'Base price must be greater than 0' })
    .int()
    .gt(0, 'Base price must be greater than 0')
    .multipleOf(VILLA_PRICE_STEP, `Base price must be a multiple of ${VILLA_PRICE_STEP}`),
  maxGuests: z
    .number({ error: 'Max guests must be greater than 0' })
    .int()
    .gt(0, 'Max guests must be greater than 0')
    .max(20, 'Max guests cannot exceed 20'),
  amenities: list,
  images: list,
  /** A new villa starts Inactive: it can be Active only once it has a room unit (decision 0119). */
  status: z.enum(VILLA_STATUSES).default('inactive'),
});
export type VillaForm = z.input<typeof villaFormSchema>;
export type VillaInput = z.output<typeof villaFormSchema>;

/** Refused: making a villa Active that has no room unit (guests could be offered nothing). */
export const VILLA_NEEDS_UNITS =
  'A villa needs at least one room unit before it can be Active. Add its units, then make it Active.';
export const villasNeedUnits = (names: string[]) =>
  `${names.join(', ')} ${names.length === 1 ? 'has' : 'have'} no room units. Add at least one before making ${names.length === 1 ? 'it' : 'them'} Active.`;
/** Refused: deleting the last room unit of an Active villa. */
export const LAST_UNIT_OF_ACTIVE_VILLA =
  'This is the last room unit of an Active villa. Make the villa Inactive first, or add another unit.';

export const VILLA_DELETE_REFUSED =
  'Cannot delete villa with existing bookings. Please cancel or complete all bookings first.';

// ---------- package ----------

export const PACKAGE_PRICE_STEP = 100;

/** Typed package ids are forced to lowercase with other characters stripped. */
export function normalizePackageId(input: string): string {
  return input.toLowerCase().replace(/[^a-z0-9-]/g, '');
}

export const packageFormSchema = z.object({
  id: z
    .string({ error: 'Package ID is required' })
    .trim()
    // A blank ID gets one message, not also the pattern's (abort stops the checks after it).
    .min(1, { error: 'Package ID is required', abort: true })
    .regex(SLUG, 'Package ID can only contain lowercase letters, numbers, and hyphens'),
  name: z
    .string()
    .trim()
    .min(1, 'Package name is required')
    .max(120, 'Package name must be at most 120 characters'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required')
    .max(2000, 'Description must be at most 2000 characters'),
  price: z
    .number({ error: 'Price must be a whole number' })
    .int('Price must be a whole number')
    .min(0, 'Price cannot be negative')
    .multipleOf(PACKAGE_PRICE_STEP, 'Price must be in steps of ₹100'),
  duration: z.enum(PACKAGE_DURATIONS).default('Per night'),
  inclusions: list.refine((v) => v.length > 0, 'At least one inclusion is required'),
  images: list,
  isActive: z.boolean().default(true),
});
export type PackageForm = z.input<typeof packageFormSchema>;

export const PACKAGE_DELETE_REFUSED =
  'Cannot delete package with existing bookings. Please update or cancel bookings first.';

/** Shown when a guest asks for a package staff have deactivated (quote and booking, 409). */
export const packageUnavailable = (name: string) =>
  `The ${name} is no longer available. Please choose another package.`;

/** Edit (PATCH): the id is locked; only the fields sent change (no defaults fill the others). */
export const packageUpdateSchema = packageFormSchema
  .omit({ id: true })
  .extend({
    duration: z.enum(PACKAGE_DURATIONS),
    inclusions: listField.refine((v) => v.length > 0, 'At least one inclusion is required'),
    images: listField,
    isActive: z.boolean(),
  })
  .partial();
export type PackageUpdate = z.input<typeof packageUpdateSchema>;

// ---------- safari option ----------

export const SAFARI_OPTION_MAX_CAPACITY = 6;

/** Slot values are matched by the guest's step 3 (morning, afternoon, evening): normalised like ids. */
const timingSchema = z.object({
  value: z
    .string()
    .transform(normalizePackageId)
    .pipe(z.string().min(1, 'Each time slot needs a name')),
  label: z.string().trim().min(1, 'Each time slot needs its times'),
});

export const safariOptionFormSchema = z.object({
  id: z
    .string({ error: 'Safari ID is required' })
    .trim()
    // A blank ID gets one message, not also the pattern's (abort stops the checks after it).
    .min(1, { error: 'Safari ID is required', abort: true })
    .regex(SLUG, 'Safari ID can only contain lowercase letters, numbers, and hyphens'),
  name: z.string().trim().min(1, 'Safari name is required').max(120),
  description: z.string().trim().min(1, 'Description is required').max(2000),
  duration: z.string().trim().min(1, 'Duration is required').max(60),
  maxPersons: z
    .number({ error: 'Capacity must be a whole number' })
    .int('Capacity must be a whole number')
    .min(1, 'Capacity must be at least 1 person')
    .max(SAFARI_OPTION_MAX_CAPACITY, 'Maximum 6 persons per jeep'),
  timings: z
    .array(timingSchema)
    .default([])
    .transform((list) => list.filter((t, i) => list.findIndex((o) => o.value === t.value) === i))
    .refine((v) => v.length > 0, 'At least one time slot is required'),
  images: list,
  isActive: z.boolean().default(true),
});
export type SafariOptionForm = z.input<typeof safariOptionFormSchema>;
export const safariOptionUpdateSchema = safariOptionFormSchema
  .omit({ id: true })
  .extend({
    timings: z
      .array(timingSchema)
      .transform((list) => list.filter((t, i) => list.findIndex((o) => o.value === t.value) === i))
      .refine((v) => v.length > 0, 'At least one time slot is required'),
    images: listField,
    isActive: z.boolean(),
  })
  .partial();

// ---------- safari response ----------

export const safariResponseSchema = z.object({
  response: z
    .string()
    .trim()
    .min(1, 'Please enter a response message')
    .max(5000, 'Response must be at most 5000 characters'),
  adminNotes: z.string().trim().max(2000, 'Notes must be at most 2000 characters').optional(),
  /**
   * Add the safari to the enquiry's booking as a charge (kind safari) and put its amount and the
   * payment link in the answer (decision 0120). Only for an enquiry linked to a booking.
   */
  charge: chargeLineSchema.optional(),
});
export type SafariResponse = z.input<typeof safariResponseSchema>;

// ---------- guest "Add User" ----------

const REQUIRED_FIELDS = 'Please fill in all required fields';
export const addGuestUserSchema = z.object({
  name: z.string().trim().min(1, REQUIRED_FIELDS).max(100, 'Name must be at most 100 characters'),
  email: z
    .string()
    .trim()
    .min(1, REQUIRED_FIELDS)
    .max(254)
    .email('Please enter a valid email address')
    .transform((e) => e.toLowerCase()),
  phone: z.string().trim().min(1, REQUIRED_FIELDS).max(30, 'Phone must be at most 30 characters'),
});
export type AddGuestUser = z.input<typeof addGuestUserSchema>;

/** Editing a guest: name and phone (the e-mail is the key that ties the guest to their bookings). */
export const editGuestUserSchema = addGuestUserSchema.omit({ email: true });
export type EditGuestUser = z.input<typeof editGuestUserSchema>;

// ---------- admin users and passwords ----------

const MIN_PASSWORD_LENGTH = 8;
/** Longer passwords are refused before hashing (hashing megabytes is a denial of service). */
const MAX_PASSWORD_LENGTH = 256;
export const EMAIL_EXISTS = 'Email already exists';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_CREDENTIALS_SCREEN = 'Invalid email or password. Please try again.';

/** A new password: at least 8 characters and not one of the most common passwords. */
export const newPasswordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters')
  .max(MAX_PASSWORD_LENGTH, 'Password must be at most 256 characters')
  .refine(
    (p) => !isCommonPassword(p),
    'This password is too common. Please choose a less common one',
  );

const adminEmail = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .email('Please enter a valid email address')
  .transform((e) => e.toLowerCase());
const adminName = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

export const signInSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').max(320),
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH, INVALID_CREDENTIALS),
  /** The authenticator app's 6-digit code or a recovery code, when two-factor sign-in is on. */
  code: z.string().trim().max(20).optional(),
});

/** Two-factor set-up and turning it off (decision 0124). */
export const totpCodeSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code from your authenticator app').max(20),
});
export const totpDisableSchema = totpCodeSchema.extend({
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});

export const adminUserCreateSchema = z.object({
  name: adminName,
  email: adminEmail,
  password: newPasswordSchema,
  role: z.enum(ADMIN_ROLES).default('front_desk'),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

export const adminUserUpdateSchema = z
  .object({
    name: adminName.optional(),
    email: adminEmail.optional(),
    role: z.enum(ADMIN_ROLES).optional(),
    isActive: z.boolean().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to update');

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(MAX_PASSWORD_LENGTH),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== undefined && v.confirmPassword !== v.newPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'Passwords do not match',
      });
    if (v.newPassword === v.currentPassword)
      ctx.addIssue({
        code: 'custom',
        path: ['newPassword'],
        message: 'New password must be different from the current password',
      });
  });

export const CHANGE_PASSWORD_FAILED = 'Failed to change password';
export const UPDATE_USER_FAILED = 'Failed to update user';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';
