import { safariOptionRow } from '../db/row-schemas';

/** The request and answer schemas of safari/options-routes.ts: the one source of the handlers' types, the OpenAPI document and the web's types. */
export const SafariOptionSchema = safariOptionRow
  .pick({
    id: true,
    name: true,
    description: true,
    duration: true,
    pricePerPerson: true,
    maxPersons: true,
    images: true,
    timings: true,
    highlights: true,
  })
  .openapi('SafariOption');
