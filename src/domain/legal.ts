import { CANCELLATION_POLICY, CHECK_IN_TIME, CHECK_OUT_TIME } from './cancellation-policy';
import { HOLD_MINUTES } from './holds';
import { LEGAL_PAGES, type LegalPageId } from './legal-pages';

export { LEGAL_PAGE_IDS, legalPageOfPath, type LegalPageId } from './legal-pages';

export type LegalFacts = {
  resortName: string;
  resortAddress: string;
  resortEmail: string;
  resortPhone: string;
  gstin: string | undefined;
};

/**
 * The texts of the guest-facing legal pages (legal-pages.ts), built from the resort's configured
 * facts; the cancellation section is the very text the cancel flow applies (CANCELLATION_POLICY).
 */
type LegalSection = { heading: string; paragraphs: string[] };
export type LegalDocument = { id: LegalPageId; title: string; sections: LegalSection[] };

const time12 = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

function contact(f: LegalFacts): LegalSection {
  return {
    heading: 'Contact',
    paragraphs: [
      `${f.resortName}, ${f.resortAddress}.`,
      `Phone ${f.resortPhone} · E-mail ${f.resortEmail}`,
    ],
  };
}

function cancellation(): LegalSection {
  return { heading: 'Cancellation and refunds', paragraphs: [...CANCELLATION_POLICY] };
}

export function legalDocument(id: LegalPageId, f: LegalFacts): LegalDocument {
  const title = LEGAL_PAGES[id].title;
  switch (id) {
    case 'terms':
      return {
        id,
        title,
        sections: [
          {
            heading: 'Your booking',
            paragraphs: [
              `These terms apply to stays booked directly with ${f.resortName} on this website, by phone or at the property.`,
              'A booking is made for the villa, dates, guests and package shown at checkout. Prices are in Indian rupees and include ' +
                `GST${f.gstin ? ` (GSTIN ${f.gstin})` : ''} at the rate set for the room's tariff per night, shown in the price breakdown. The price shown when you book is the price you pay.`,
              `Villas are held for ${HOLD_MINUTES} minutes while you pay.` +
                ' A booking is confirmed once the full amount or the 50% advance has been received; the remainder is due at the property.',
            ],
          },
          {
            heading: 'Arrival and departure',
            paragraphs: [
              `Check-in is from ${time12(CHECK_IN_TIME)} and check-out is by ${time12(CHECK_OUT_TIME)}, resort time.`,
              'Please bring a government photo ID for every adult guest. The number of guests may not exceed what was booked and what the villa sleeps.',
            ],
          },
          cancellation(),
          {
            heading: 'Safaris',
            paragraphs: [
              'Safari requests are enquiries, not bookings: the resort answers each one by e-mail. Jungle safaris depend on permits and timings set by the forest department, which may change without notice.',
            ],
          },
          {
            heading: 'In the forest',
            paragraphs: [
              'The resort borders a tiger reserve. Please follow the staff’s guidance, keep to marked paths after dark and do not feed wildlife.',
            ],
          },
          contact(f),
        ],
      };
    case 'privacy':
      return {
        id,
        title,
        sections: [
          {
            heading: 'What we collect',
            paragraphs: [
              'Your name, e-mail address and phone number, the details of your stay, any special requests and safari enquiries you send us.',
              'Card details are entered with the payment provider and never reach or stay with us; we keep the payment reference and amount.',
            ],
          },
          {
            heading: 'Why we use it',
            paragraphs: [
              'To reserve and run your stay, take payment, send you your confirmation, reminders and answers to your enquiries, and to keep the accounts the law requires.',
              'We send marketing e-mail only if you ask for it when booking.',
            ],
          },
          {
            heading: 'How long we keep it',
            paragraphs: [
              'Booking and payment records are kept for as long as tax law requires. Your browser keeps an unfinished booking for 30 minutes of inactivity, then forgets it.',
            ],
          },
          {
            heading: 'Your rights',
            paragraphs: [
              `You may ask for a copy of your data or for your personal details to be erased (bookings stay in the accounts without your name and contacts): write to ${f.resortEmail}.`,
            ],
          },
          contact(f),
        ],
      };
    case 'cancellation-policy':
      return { id, title, sections: [cancellation(), contact(f)] };
  }
}
