import type { z } from 'zod';
import type { SafariTiming } from '../../domain/enums';
import type { guestDetailsSchema } from '../../domain/guest-form';
import type { Package } from '../../server/packages/contract';
import type { Villa } from '../../server/villas/contract';

/** The booking draft shared by the wizard's steps (spec section 3), persisted as `booking_session`. */
export const STORAGE_KEY = 'booking_session';

export type WizardStep = 1 | 2 | 3 | 4;
type SelectedVilla = Pick<Villa, 'id' | 'name' | 'basePrice' | 'images' | 'maxGuests'>;
type SelectedPackage = Pick<Package, 'id' | 'name' | 'price' | 'duration'>;
export type SafariSelection = {
  id: string;
  name: string;
  date: string;
  timing: SafariTiming;
  persons: number;
  price: 0;
  description: string;
  duration: string;
};
/** Step 4's fields as the guest typed them: the booking request's `guest`, every field present. */
type GuestDetails = Required<z.input<typeof guestDetailsSchema>>;

export type BookingDraft = {
  currentStep: WizardStep;
  checkIn: string | null;
  checkOut: string | null;
  rooms: number;
  adults: number;
  children: number;
  /** adults + children */
  guests: number;
  selectedVilla: SelectedVilla | null;
  selectedPackage: SelectedPackage | null;
  selectedSafaris: SafariSelection[];
  safariEnquiryCount: number;
  guestDetails: GuestDetails;
  /** The server's quote total for the current choice (never computed in the browser). */
  totalAmount: number;
  sessionId: string;
  /** A promo code the server accepted for this stay (decision 0128); null: none. */
  promoCode: string | null;
};

export type DraftAction =
  | { type: 'setStep'; step: WizardStep }
  | { type: 'setDates'; checkIn: string | null; checkOut: string | null }
  | { type: 'setGuests'; rooms?: number; adults?: number; children?: number }
  | { type: 'setVilla'; villa: SelectedVilla | null }
  | { type: 'setPackage'; pkg: SelectedPackage | null }
  | { type: 'addSafari'; safari: SafariSelection }
  | { type: 'removeSafari'; id: string }
  | { type: 'replaceSafaris'; safaris: SafariSelection[] }
  | { type: 'incrementEnquiryCount'; by: number }
  | { type: 'setGuestDetails'; details: Partial<GuestDetails> }
  | { type: 'calculateTotal'; total: number }
  | { type: 'setPromoCode'; code: string | null }
  | { type: 'reset' }
  | { type: 'restore'; draft: BookingDraft };

/** A random session id (128 bits, URL-safe). */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return 'S' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function emptyDraft(): BookingDraft {
  return {
    currentStep: 1,
    checkIn: null,
    checkOut: null,
    rooms: 1,
    adults: 2,
    children: 0,
    guests: 2,
    selectedVilla: null,
    selectedPackage: null,
    selectedSafaris: [],
    safariEnquiryCount: 0,
    guestDetails: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      countryCode: '+91',
      specialRequests: '',
    },
    totalAmount: 0,
    sessionId: newSessionId(),
    promoCode: null,
  };
}

export function draftReducer(draft: BookingDraft, action: DraftAction): BookingDraft {
  switch (action.type) {
    case 'setStep':
      return { ...draft, currentStep: action.step };
    case 'setDates':
      return { ...draft, checkIn: action.checkIn, checkOut: action.checkOut };
    case 'setGuests': {
      const adults = action.adults ?? draft.adults;
      const children = action.children ?? draft.children;
      return {
        ...draft,
        rooms: action.rooms ?? draft.rooms,
        adults,
        children,
        guests: adults + children,
      };
    }
    case 'setVilla':
      return { ...draft, selectedVilla: action.villa };
    case 'setPackage':
      return { ...draft, selectedPackage: action.pkg };
    case 'addSafari':
      return { ...draft, selectedSafaris: [...draft.selectedSafaris, action.safari] };
    case 'removeSafari':
      return { ...draft, selectedSafaris: draft.selectedSafaris.filter((s) => s.id !== action.id) };
    case 'replaceSafaris':
      return { ...draft, selectedSafaris: action.safaris };
    case 'incrementEnquiryCount':
      return { ...draft, safariEnquiryCount: draft.safariEnquiryCount + action.by };
    case 'setGuestDetails':
      return { ...draft, guestDetails: { ...draft.guestDetails, ...action.details } };
    case 'calculateTotal':
      return draft.totalAmount === action.total ? draft : { ...draft, totalAmount: action.total };
    case 'setPromoCode':
      return { ...draft, promoCode: action.code };
    case 'reset':
      return emptyDraft();
    case 'restore':
      return action.draft;
  }
}

export function saveDraft(draft: BookingDraft) {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the flow still works, it just is not saved.
  }
}

export function loadSavedDraft(): BookingDraft | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<BookingDraft>;
    return parsed && typeof parsed.sessionId === 'string' ? { ...emptyDraft(), ...parsed } : null;
  } catch {
    return null;
  }
}

export function removeSavedDraft() {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // ignore
  }
}
