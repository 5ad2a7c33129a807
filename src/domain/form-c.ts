import { countryName } from './countries';
import type { FormC } from './registration';

/*
 * The Form C export (decision 0132): one row per foreign guest who arrived on the day, its columns
 * in the order the FRRO's online Form C asks for them — the person, the passport, the visa, the
 * arrival, the onward journey and the purpose — then the resort's own references at the end.
 */

export type FormCRow = {
  name: string;
  nationality: string;
  address: string | null;
  formC: FormC;
  /** Arrival at the resort (YYYY-MM-DD and HH:MM, resort time): the check-in, else the booked day. */
  hotelArrivalDate: string;
  hotelArrivalTime: string;
  nights: number;
  checkOut: string;
  bookingId: string;
  units: string;
};

const FORM_C_COLUMNS: readonly (readonly [string, (r: FormCRow) => string | number])[] = [
  ['Name', (r) => r.name],
  ['Nationality', (r) => countryName(r.nationality)],
  ['Address in country of residence', (r) => r.address ?? ''],
  ['Passport number', (r) => r.formC.passportNumber],
  ['Passport place of issue', (r) => r.formC.passportPlaceOfIssue],
  ['Passport date of issue', (r) => r.formC.passportDateOfIssue],
  ['Passport valid till', (r) => r.formC.passportExpiry],
  ['Visa number', (r) => r.formC.visaNumber],
  ['Visa date of issue', (r) => r.formC.visaDateOfIssue],
  ['Visa type', (r) => r.formC.visaType],
  ['Visa place of issue', (r) => r.formC.visaPlaceOfIssue],
  ['Visa valid till', (r) => r.formC.visaExpiry],
  ['Arrived from', (r) => r.formC.arrivedFrom],
  ['Date of arrival in India', (r) => r.formC.arrivalInIndia],
  ['Date of arrival in hotel', (r) => r.hotelArrivalDate],
  ['Time of arrival in hotel', (r) => r.hotelArrivalTime],
  ['Intended duration of stay in hotel (days)', (r) => r.nights],
  ['Date of departure from hotel', (r) => r.checkOut],
  ['Next destination', (r) => r.formC.nextDestination],
  ['Purpose of visit', (r) => r.formC.purpose],
  ['Booking', (r) => r.bookingId],
  ['Unit', (r) => r.units],
];

export const FORM_C_HEADER = FORM_C_COLUMNS.map(([header]) => header);

export const formCRecord = (r: FormCRow) => FORM_C_COLUMNS.map(([, cell]) => cell(r));
