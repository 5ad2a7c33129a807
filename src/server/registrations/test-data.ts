import { signIn, signInDemoAdmin } from '../admin-auth/test-helpers';
import type { AdminRole } from '../../domain/enums';
import type { FormC, GuestRegistration } from '../../domain/registration';
import { typedClient } from '../testing/typed-client';
import type { TestApp } from '../testing/test-app';

/** Form C particulars of a German tourist (test data). */
export const GERMAN_FORM_C: FormC = {
  passportNumber: 'C01X00T47',
  passportPlaceOfIssue: 'Berlin',
  passportDateOfIssue: '2020-03-01',
  passportExpiry: '2030-02-28',
  visaNumber: 'VT1234567',
  visaType: 'e-Tourist',
  visaPlaceOfIssue: 'Frankfurt',
  visaDateOfIssue: '2026-10-01',
  visaExpiry: '2027-03-31',
  arrivalInIndia: '2026-11-20',
  arrivedFrom: 'Frankfurt, Germany',
  nextDestination: 'Jaipur',
  purpose: 'Tourism',
};

export const INDIAN_LEAD: GuestRegistration = {
  name: 'अनन्या शर्मा',
  nationality: 'IN',
  idType: 'aadhaar',
  idNumber: '1234 5678 9012',
  address: '12 MG Road, Pune',
};

export const GERMAN_GUEST: GuestRegistration = {
  name: 'Anna Schmidt',
  nationality: 'DE',
  idType: 'passport',
  idNumber: 'C01X00T47',
  address: 'Hauptstraße 1, 10115 Berlin',
};

/** A member of staff with the role, signed in: their cookie. */
export async function staffCookie(t: TestApp, owner: string, role: AdminRole) {
  const email = `${role.replace('_', '-')}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await t.request(
    'POST',
    '/api/admin/users',
    { name: `Staff ${role}`, email, password: 'Tiger-Reserve-2026!', role },
    { cookie: owner },
  );
  if (res.status !== 201) throw new Error(`user not created: ${await res.text()}`);
  return signIn(t, email, 'Tiger-Reserve-2026!');
}

export const ownerCookie = (t: TestApp) => signInDemoAdmin(t);

/** One member of staff's typed client (decision 0157). */
export const asStaff = (t: TestApp, cookie: string) => typedClient(t.request, { cookie });
