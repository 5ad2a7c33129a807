import { safariOptionRow } from '../db/row-schemas';

/** The request and answer schemas of safari/options-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
/** The columns of a safari option guests see (staff see these too, with its state). */
export const SAFARI_OPTION_FIELDS = {
  id: true,
  name: true,
  description: true,
  duration: true,
  pricePerPerson: true,
  maxPersons: true,
  images: true,
  timings: true,
  highlights: true,
} as const;

export const SafariOptionSchema = safariOptionRow
  .pick(SAFARI_OPTION_FIELDS)
  .openapi('SafariOption');
