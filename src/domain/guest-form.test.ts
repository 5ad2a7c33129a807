import { describe, expect, it } from 'vitest';
import { consentSchema, GUEST_MESSAGES, guestDetailsSchema, guestStepSchema } from './guest-form';

const valid = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  countryCode: '+91',
  phone: '98765 43210',
};

function errors(input: unknown): Record<string, string> {
  const result = guestDetailsSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('guestDetailsSchema', () => {
  it('accepts a valid guest and normalises the phone and e-mail', () => {
    const parsed = guestDetailsSchema.parse({
      ...valid,
      firstName: '  Asha ',
      email: 'Asha@Example.com',
    });
    expect(parsed).toMatchObject({
      firstName: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
    });
  });

  it.each([
    [
      'a one-letter first name',
      { firstName: 'A' },
      'firstName',
      'First Name must be at least 2 characters long',
    ],
    [
      'a name of spaces around one letter',
      { lastName: '  R  ' },
      'lastName',
      'Last Name must be at least 2 characters long',
    ],
    [
      'a 50-character last name',
      { lastName: 'R'.repeat(50) },
      'lastName',
      'Last Name must be less than 50 characters',
    ],
    [
      'digits in a name',
      { firstName: 'Asha2' },
      'firstName',
      'First Name can only contain letters and spaces',
    ],
    [
      'a hyphen in a name',
      { lastName: 'Rao-Singh' },
      'lastName',
      'Last Name can only contain letters and spaces',
    ],
    ['no e-mail', { email: '' }, 'email', 'Email is required'],
    ['a bad e-mail', { email: 'asha@example' }, 'email', 'Please enter a valid email address'],
    ['no phone', { phone: '' }, 'phone', 'Phone number is required'],
    [
      'an Indian number starting with 5',
      { phone: '5876543210' },
      'phone',
      'Please enter a valid 10-digit Indian mobile number',
    ],
    [
      'a 9-digit Indian number',
      { phone: '987654321' },
      'phone',
      'Please enter a valid 10-digit Indian mobile number',
    ],
    [
      'a Mumbai landline after the 0 prefix',
      { phone: '022 2345 6789' },
      'phone',
      GUEST_MESSAGES.phoneIndia,
    ],
    [
      '+91 and a number starting with 5',
      { phone: '+91 58450 12345' },
      'phone',
      GUEST_MESSAGES.phoneIndia,
    ],
    [
      'a US number with area code 123',
      { countryCode: '+1', phone: '123 555 0100' },
      'phone',
      GUEST_MESSAGES.phoneNorthAmerica,
    ],
    [
      'a short UK number',
      { countryCode: '+44', phone: '7911 12345' },
      'phone',
      GUEST_MESSAGES.phoneUk,
    ],
    ['an unknown country code', { countryCode: '+99' }, 'countryCode', GUEST_MESSAGES.countryCode],
  ])('refuses %s', (_label, patch, field, message) => {
    expect(errors({ ...valid, ...patch })[field]).toBe(message);
  });

  it.each([
    ['+1', '(415) 555-2671', '4155552671'],
    ['+44', '07911 123456', '7911123456'],
    ['+44', '20 7946 0958', '2079460958'],
    ['+91', '+91 98765-43210'.slice(4), '9876543210'],
    ['+91', '+91 98450 12345', '9845012345'],
    ['+91', '91 98450 12345', '9845012345'],
    ['+91', '098450 12345', '9845012345'],
    ['+91', '+91-9845012345', '9845012345'],
  ])('accepts %s %s', (countryCode, phone, digits) => {
    expect(guestDetailsSchema.parse({ ...valid, countryCode, phone }).phone).toBe(digits);
  });

  it('accepts names with letters beyond ASCII', () => {
    expect(errors({ ...valid, firstName: 'Zoë', lastName: 'Ñúñez' })).toEqual({});
  });
});

describe('consentSchema', () => {
  it('requires the terms', () => {
    const result = consentSchema.safeParse({ acceptTerms: false });
    expect(result.success ? '' : result.error.issues[0]!.message).toBe(
      'You must accept the terms and conditions to proceed',
    );
    expect(consentSchema.parse({ acceptTerms: true })).toEqual({
      acceptTerms: true,
      marketingConsent: false,
    });
  });
});

describe('guestStepSchema', () => {
  const guest = {
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha@example.com',
    countryCode: '+91',
    phone: '98450 12345',
  };
  it.each<[string, Record<string, unknown>, [string, string][]]>([
    ['all filled in', { guest, acceptTerms: true }, []],
    ['terms not accepted', { guest, acceptTerms: false }, [['acceptTerms', GUEST_MESSAGES.terms]]],
    [
      'a bad phone alone',
      { guest: { ...guest, phone: '12' }, acceptTerms: true },
      [['guest.phone', GUEST_MESSAGES.phoneIndia]],
    ],
    [
      'a bad phone with other mistakes: shown at once',
      { guest: { ...guest, firstName: 'A', phone: '12' }, acceptTerms: true },
      [
        ['guest.firstName', 'First Name must be at least 2 characters long'],
        ['guest.phone', GUEST_MESSAGES.phoneIndia],
      ],
    ],
  ])('%s', (_label, input, issues) => {
    const r = guestStepSchema.safeParse(input);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []).toEqual(issues);
  });
});
