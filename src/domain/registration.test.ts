import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, countryName, isCountryCode } from './countries';
import { FORM_C_HEADER } from './form-c';
import {
  checkInRegistrationRefusal,
  formCDueAt,
  formCParticularsChanged,
  guestRegistrationSchema,
  maskNumber,
  registrationStatus,
  resolveNumber,
  retentionCutoff,
  type FormCGuest,
  type RegisteredGuest,
} from './registration';

const indian = (name = 'Asha Rao'): RegisteredGuest => ({
  name,
  nationality: 'IN',
  hasFormC: false,
});
const foreign = (name: string, hasFormC: boolean): RegisteredGuest => ({
  name,
  nationality: 'DE',
  hasFormC,
});

describe('what check-in needs from the registration', () => {
  it.each<[string, RegisteredGuest[], string | null, string]>([
    ['nobody registered', [], 'Register the lead guest before check-in', 'none'],
    ['an Indian lead guest', [indian()], null, 'complete'],
    ['a foreign lead with Form C', [foreign('Anna', true)], null, 'complete'],
    [
      'a foreign lead without Form C',
      [foreign('Anna', false)],
      'Form C particulars missing for Anna',
      'incomplete',
    ],
    [
      'two foreigners missing Form C',
      [indian(), foreign('Anna', false), foreign('Jon', false)],
      'Form C particulars missing for Anna; Form C particulars missing for Jon',
      'incomplete',
    ],
    ['everyone complete', [indian(), foreign('Anna', true)], null, 'complete'],
  ])('%s', (_, guests, refusal, status) => {
    expect(checkInRegistrationRefusal(guests)).toBe(refusal);
    expect(registrationStatus(guests)).toBe(status);
  });
});

describe('a registration saved after Form C was filed', () => {
  const anna: FormCGuest = {
    name: 'Anna Schmidt',
    nationality: 'DE',
    formC: { arrivedFrom: 'Mumbai', purpose: 'tourism' },
    passportNumber: 'C01X00T47',
    visaNumber: 'V1234',
  };
  const asha: FormCGuest = {
    name: 'Asha Rao',
    nationality: 'IN',
    formC: null,
    passportNumber: null,
    visaNumber: null,
  };
  it.each<[string, FormCGuest[], FormCGuest[], boolean]>([
    ['saved unchanged', [asha, anna], [asha, anna], false],
    ['the list in another order', [asha, anna], [anna, asha], false],
    [
      'particulars stored with keys reordered',
      [anna],
      [{ ...anna, formC: { purpose: 'tourism', arrivedFrom: 'Mumbai' } }],
      false,
    ],
    ['an Indian guest added', [anna], [anna, { ...asha, name: 'Ravi Rao' }], false],
    [
      'an Indian guest’s address-level change',
      [asha, anna],
      [{ ...asha, name: 'Asha R.' }, anna],
      false,
    ],
    ['another passport number', [anna], [{ ...anna, passportNumber: 'C01X00T48' }], true],
    ['another visa number', [anna], [{ ...anna, visaNumber: 'V9999' }], true],
    [
      'other particulars',
      [anna],
      [{ ...anna, formC: { arrivedFrom: 'Delhi', purpose: 'tourism' } }],
      true,
    ],
    ['a foreign guest added', [anna], [anna, { ...anna, name: 'Jon Berg' }], true],
    ['a foreign guest removed', [anna, { ...anna, name: 'Jon Berg' }], [anna], true],
    ['a guest now foreign', [asha], [{ ...asha, nationality: 'GB' }], true],
  ])('%s: changed = %s', (_, before, after, changed) => {
    expect(formCParticularsChanged(before, after)).toBe(changed);
  });
});

describe('masking', () => {
  it.each([
    ['123456789012', '••••9012'],
    ['C01X00T47', '••••0T47'],
    ['ABCDE', '••••BCDE'],
    ['1234', '••••'],
    ['', '••••'],
  ])('%s → %s', (value, masked) => expect(maskNumber(value)).toBe(masked));

  it.each<[string, string | null, (string | null)[], string | null]>([
    ['NEW123', 'OLD9999', ['OLD9999'], 'NEW123'],
    ['••••9999', 'OLD9999', ['OLD9999'], 'OLD9999'],
    ['••••9999', 'X', ['X', 'OLD9999'], 'OLD9999'],
    ['••••9999', null, ['A9999', 'B9999'], null],
    ['••••0000', 'OLD9999', ['OLD9999'], null],
    ['••••9999', null, [null], null],
  ])('a submitted %s (same place %s, stored %j) keeps %s', (sent, same, stored, kept) => {
    expect(resolveNumber(sent, same, stored)).toBe(kept);
  });
});

describe('a guest as the form sends it', () => {
  const base = {
    name: 'Asha Rao',
    nationality: 'in',
    idType: 'aadhaar',
    idNumber: '1234 5678 9012',
  };
  it.each<[string, Record<string, unknown>, Record<string, string> | null]>([
    ['a valid Aadhaar (nationality in any case)', {}, null],
    [
      'an Aadhaar of 11 digits',
      { idNumber: '1234 5678 901' },
      { idNumber: 'An Aadhaar number has 12 digits' },
    ],
    ['a masked number', { idNumber: '••••9012' }, null],
    ['an unknown country', { nationality: 'XX' }, { nationality: 'Choose a nationality' }],
    [
      'a formula as the number',
      { idType: 'other', idNumber: '=1+1' },
      {
        idNumber: 'The ID number may hold letters, digits, spaces, / and - only',
      },
    ],
    ['a blank name', { name: '  ' }, { name: 'Enter the guest’s full name' }],
    ['an unknown ID type', { idType: 'ration_card' }, { idType: 'Choose the ID type' }],
  ])('%s', (_, change, errors) => {
    const r = guestRegistrationSchema.safeParse({ ...base, ...change });
    if (errors === null) return expect(r.success).toBe(true);
    expect(r.success).toBe(false);
    const got = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(got).toEqual(errors);
  });
});

describe('time limits', () => {
  it.each([
    ['2027-11-24', 365, '2026-11-24'],
    ['2028-03-01', 365, '2027-03-02'],
    ['2026-12-01', 30, '2026-11-01'],
  ])('on %s, keeping %i days, stays that ended before %s are erased', (today, days, cutoff) => {
    expect(retentionCutoff(today, days)).toBe(cutoff);
  });

  it('Form C is due 24 hours after arrival', () => {
    expect(formCDueAt(new Date('2026-11-22T04:30:00Z')).toISOString()).toBe(
      '2026-11-23T04:30:00.000Z',
    );
  });
});

describe('countries and the Form C columns', () => {
  it('knows every ISO code once, India as Indian', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES.length).toBe(250);
    expect(isCountryCode('IN') && isCountryCode('DE') && !isCountryCode('EU')).toBe(true);
    expect(countryName('DE')).toBe('Germany');
  });

  it('asks in the FRRO form’s order: person, passport, visa, arrival, onward, purpose', () => {
    expect(FORM_C_HEADER).toEqual([
      'Name',
      'Nationality',
      'Address in country of residence',
      'Passport number',
      'Passport place of issue',
      'Passport date of issue',
      'Passport valid till',
      'Visa number',
      'Visa date of issue',
      'Visa type',
      'Visa place of issue',
      'Visa valid till',
      'Arrived from',
      'Date of arrival in India',
      'Date of arrival in hotel',
      'Time of arrival in hotel',
      'Intended duration of stay in hotel (days)',
      'Date of departure from hotel',
      'Next destination',
      'Purpose of visit',
      'Booking',
      'Unit',
    ]);
  });
});
