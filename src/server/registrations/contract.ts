import { z } from '@hono/zod-openapi';
import { ID_TYPES } from '../../domain/registration';

/*
 * The registration API's answers (decision 0132). The request body is the domain's
 * `registrationBodySchema` (src/domain/registration.ts), the one source for the API and the form.
 */

const FormCViewSchema = z.object({
  /** Masked ("••••1234") unless the viewer may see identity numbers; null once erased. */
  passportNumber: z.string().nullable(),
  passportPlaceOfIssue: z.string(),
  passportDateOfIssue: z.string(),
  passportExpiry: z.string(),
  visaNumber: z.string().nullable(),
  visaType: z.string(),
  visaPlaceOfIssue: z.string(),
  visaDateOfIssue: z.string(),
  visaExpiry: z.string(),
  arrivalInIndia: z.string(),
  arrivedFrom: z.string(),
  nextDestination: z.string(),
  purpose: z.string(),
});

const RegisteredGuestSchema = z.object({
  name: z.string(),
  /** ISO 3166-1 alpha-2 ('IN' = Indian). */
  nationality: z.string(),
  idType: z.enum(ID_TYPES),
  /** Masked unless the viewer may see identity numbers; null once erased (retention). */
  idNumber: z.string().nullable(),
  address: z.string().nullable(),
  formC: FormCViewSchema.nullable(),
});

export const RegistrationSchema = z
  .object({
    bookingId: z.string(),
    status: z.enum(['complete', 'incomplete', 'none']),
    /** What check-in still needs, in words ("Form C particulars missing for …"). */
    missing: z.array(z.string()),
    guests: z.array(RegisteredGuestSchema),
    /** Whether the numbers above are shown in full (the viewer's permission). */
    numbersRevealed: z.boolean(),
    /** Set when the retention job erased the numbers. */
    numbersErasedAt: z.string().nullable(),
    updatedAt: z.string().nullable(),
    updatedByName: z.string().nullable(),
    arrivedAt: z.string().nullable(),
    /** Whether anyone of the party needs a Form C (a foreign national). */
    formCRequired: z.boolean(),
    formCSubmittedAt: z.string().nullable(),
    formCSubmittedByName: z.string().nullable(),
    /** 24 h after arrival (FRRO); null before check-in or when no Form C is needed. */
    formCDueAt: z.string().nullable(),
  })
  .openapi('Registration');
export type RegistrationView = z.infer<typeof RegistrationSchema>;

export const FormCDueSchema = z
  .object({
    items: z.array(
      z.object({
        bookingId: z.string(),
        /** The foreign nationals of the party. */
        guestNames: z.array(z.string()),
        arrivedAt: z.string(),
        dueAt: z.string(),
        overdue: z.boolean(),
      }),
    ),
  })
  .openapi('FormCDue');
export type FormCDue = z.infer<typeof FormCDueSchema>;

/** In the guest's data export: each booking's registered guests (numbers as the exporter may see). */
export const RegistrationExportSchema = z.array(
  z.object({ bookingId: z.string(), guests: z.array(RegisteredGuestSchema) }),
);
export type RegistrationExport = z.infer<typeof RegistrationExportSchema>;
