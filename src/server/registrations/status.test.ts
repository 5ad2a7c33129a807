import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRegistrations, registrationGuests } from '../db/schema';
import { insertBookingWithUnits } from '../testing/fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { registrationStatusOf } from './status';
import { registerLeadGuest } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('registrationStatusOf', () => {
  it('tells none, incomplete and complete apart, by uuid or booking code, in one call', async () => {
    const db = t.database.db;
    const stay = (unit: string) =>
      insertBookingWithUnits(db, {
        villaId: 'kingfisher-villa',
        checkIn: '2026-12-10',
        checkOut: '2026-12-12',
        unitNumbers: [unit],
      });
    const none = await stay('KF-01');
    const indian = await stay('KF-02');
    const foreign = await stay('KF-03');
    await registerLeadGuest(db, indian.id);
    await registerLeadGuest(db, foreign.id);
    await db.insert(registrationGuests).values({
      bookingId: foreign.id,
      position: 1,
      name: 'Anna Schmidt',
      nationality: 'DE',
      idType: 'passport',
      idNumber: 'C01X00T47',
    });
    const map = await registrationStatusOf(db, [none.id, indian.id, foreign.bookingId, 'VM-NOPE']);
    expect(Object.fromEntries(map)).toEqual({
      [none.id]: 'none',
      [indian.id]: 'complete',
      [foreign.bookingId]: 'incomplete',
      'VM-NOPE': 'none',
    });
    expect((await db.select().from(bookingRegistrations)).length).toBe(2);
    expect((await registrationStatusOf(db, [])).size).toBe(0);
  });
});
