import { z } from 'zod';
import type { IsoDate } from './dates';

export const CARD_MESSAGES = {
  allRequired: 'Please fill in all card details',
  number: 'Please enter a valid card number',
  expiryFormat: 'Please enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvv: 'Please enter a valid CVV (3 or 4 digits)',
  name: 'Please enter the cardholder name',
  invalid: 'Invalid card data',
} as const;

export const CARD_LIMITS = { numberMaxInput: 19, expiryMaxInput: 5, cvvMax: 4 } as const;

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "4111111111111111" → "4111 1111 1111 1111" (input formatting, at most 19 characters). */
export function formatCardNumber(input: string): string {
  return input
    .replace(/\D/g, '')
    .slice(0, 16)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .slice(0, CARD_LIMITS.numberMaxInput);
}

/** "1228" → "12/28" (input formatting, at most 5 characters). */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Expiry MM/YY is valid through the last day of that month. */
export function isExpired(expiry: string, today: IsoDate): boolean {
  const [mm = 0, yy = 0] = expiry.split('/').map(Number);
  const [ty = 0, tm = 0] = today.split('-').map(Number);
  const year = 2000 + yy;
  return year < ty || (year === ty && mm < tm);
}

/** The card's fields as typed (the shape the test gateway accepts); the rules are in `cardSchema`. */
export const cardFieldsSchema = z.object({
  number: z.string().default(''),
  expiry: z.string().default(''),
  cvv: z.string().default(''),
  name: z.string().default(''),
});

/** The Pay Online card form. `today` is the resort's date, for the expiry rule. */
export function cardSchema(today: IsoDate) {
  return cardFieldsSchema
    .superRefine((card, ctx) => {
      if (![card.number, card.expiry, card.cvv, card.name].every((v) => v.trim().length > 0)) {
        ctx.addIssue({ code: 'custom', path: [], message: CARD_MESSAGES.allRequired });
        return;
      }
      const digits = card.number.replace(/[\s-]/g, '');
      if (
        card.number.length > CARD_LIMITS.numberMaxInput ||
        !/^\d{13,19}$/.test(digits) ||
        !passesLuhn(digits)
      ) {
        ctx.addIssue({ code: 'custom', path: ['number'], message: CARD_MESSAGES.number });
      }
      if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(card.expiry)) {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: CARD_MESSAGES.expiryFormat });
      } else if (isExpired(card.expiry, today)) {
        ctx.addIssue({ code: 'custom', path: ['expiry'], message: CARD_MESSAGES.expired });
      }
      if (!/^\d{3,4}$/.test(card.cvv))
        ctx.addIssue({ code: 'custom', path: ['cvv'], message: CARD_MESSAGES.cvv });
      if (card.name.trim().length < 2)
        ctx.addIssue({ code: 'custom', path: ['name'], message: CARD_MESSAGES.name });
    })
    .transform((card) => ({
      ...card,
      number: card.number.replace(/[\s-]/g, ''),
      name: card.name.trim(),
    }));
}
