import { z } from '@hono/zod-openapi';
import { DOCUMENT_KINDS } from '../../domain/tax-documents';

/** One issued document of a booking (DESIGN "Money": the fixed documents API). */
const BookingDocumentSchema = z
  .object({
    kind: z.enum(DOCUMENT_KINDS),
    /** "VM/26-27/000123" or "VM/CN/26-27/0001". */
    number: z.string(),
    issuedAt: z.string(),
    /** Whole rupees, GST included (a credit note: what it credits). */
    total: z.number(),
    /** The PDF (guest: add the booking's proof, `email` or `accessToken`, as for the booking). */
    url: z.string(),
  })
  .openapi('BookingDocument');

export const BookingDocumentListSchema = z.array(BookingDocumentSchema);
export type BookingDocument = z.infer<typeof BookingDocumentSchema>;
