import { beforeEach, describe, expect, it } from 'vitest';
import {
  draftReducer,
  emptyDraft,
  loadSavedDraft,
  removeSavedDraft,
  saveDraft,
  STORAGE_KEY,
  type BookingDraft,
  type DraftAction,
  type SafariSelection,
} from './booking-draft';

const safari = (id: string): SafariSelection => ({
  id,
  name: 'Morning Safari',
  date: '2026-12-02',
  timing: 'Morning',
  persons: 2,
  price: 0,
  description: '',
  duration: '3 hours',
});

const base = (): BookingDraft => ({ ...emptyDraft(), sessionId: 'S-fixed' });

describe('the booking draft reducer (spec section 3)', () => {
  it.each<[string, DraftAction, Partial<BookingDraft>]>([
    ['moves to a step', { type: 'setStep', step: 3 }, { currentStep: 3 }],
    [
      'sets the dates',
      { type: 'setDates', checkIn: '2026-12-01', checkOut: '2026-12-03' },
      { checkIn: '2026-12-01', checkOut: '2026-12-03' },
    ],
    [
      'keeps guests = adults + children',
      { type: 'setGuests', adults: 3, children: 2 },
      { adults: 3, children: 2, guests: 5, rooms: 1 },
    ],
    [
      'changes rooms alone without touching the party',
      { type: 'setGuests', rooms: 2 },
      { rooms: 2, adults: 2, children: 0, guests: 2 },
    ],
    [
      'adds a safari',
      { type: 'addSafari', safari: safari('a') },
      { selectedSafaris: [safari('a')] },
    ],
    ['counts enquiries sent', { type: 'incrementEnquiryCount', by: 2 }, { safariEnquiryCount: 2 }],
    [
      'merges guest details',
      { type: 'setGuestDetails', details: { firstName: 'Asha' } },
      { guestDetails: { ...base().guestDetails, firstName: 'Asha' } },
    ],
    ['stores the server total', { type: 'calculateTotal', total: 17_700 }, { totalAmount: 17_700 }],
  ])('%s', (_, action, expected) => {
    expect(draftReducer(base(), action)).toEqual({ ...base(), ...expected });
  });

  it('removes one safari by id and keeps the others', () => {
    const two = draftReducer(base(), {
      type: 'replaceSafaris',
      safaris: [safari('a'), safari('b')],
    });
    expect(draftReducer(two, { type: 'removeSafari', id: 'a' }).selectedSafaris).toEqual([
      safari('b'),
    ]);
  });

  it('returns the same draft when the total did not change (no re-render loop)', () => {
    const draft = { ...base(), totalAmount: 500 };
    expect(draftReducer(draft, { type: 'calculateTotal', total: 500 })).toBe(draft);
  });

  it('starts over with a new random session id on reset', () => {
    const used = draftReducer(base(), { type: 'setStep', step: 4 });
    const fresh = draftReducer(used, { type: 'reset' });
    expect(fresh.currentStep).toBe(1);
    expect(fresh.sessionId).toMatch(/^S[0-9a-f]{32}$/);
    expect(fresh.sessionId).not.toBe(used.sessionId);
  });
});

describe('the saved draft (booking_session in localStorage)', () => {
  beforeEach(() => localStorage.clear());

  it('round-trips, and fills fields an older saved draft lacks', () => {
    const draft = draftReducer(base(), {
      type: 'setDates',
      checkIn: '2026-12-01',
      checkOut: '2026-12-02',
    });
    saveDraft(draft);
    expect(loadSavedDraft()).toEqual(draft);
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ sessionId: 'S-old', currentStep: 2 }));
    expect(loadSavedDraft()).toMatchObject({ sessionId: 'S-old', currentStep: 2, rooms: 1 });
  });

  it.each([['not json {'], ['null'], ['{"currentStep":2}'], ['[]']])(
    'ignores a damaged entry: %s',
    (raw) => {
      localStorage.setItem(STORAGE_KEY, raw);
      expect(loadSavedDraft()).toBeNull();
    },
  );

  it('is removed', () => {
    saveDraft(base());
    removeSavedDraft();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});
