import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardSchema,
  formatCardNumber,
  formatExpiry,
  isExpired,
  passesLuhn,
} from './card-form';

const today = '2026-11-22';
const good = { number: '4111 1111 1111 1111', expiry: '12/28', cvv: '123', name: 'Asha Rao' };

function firstError(input: Record<string, string>): [string, string] | undefined {
  const r = cardSchema(today).safeParse(input);
  if (r.success) return undefined;
  const issue = r.error.issues[0]!;
  return [issue.path.join('.'), issue.message];
}

describe('card form', () => {
  it('accepts the test card and strips the spaces', () => {
    expect(cardSchema(today).parse(good)).toEqual({ ...good, number: '4111111111111111' });
  });

  it.each([
    ['an empty number', { number: '' }, ['', CARD_MESSAGES.allRequired]],
    ['an empty name', { name: '   ' }, ['', CARD_MESSAGES.allRequired]],
    ['12 digits', { number: '4111 1111 1111' }, ['number', CARD_MESSAGES.number]],
    ['a failing Luhn check', { number: '4111 1111 1111 1112' }, ['number', CARD_MESSAGES.number]],
    ['letters in the number', { number: '4111 1111 1111 111a' }, ['number', CARD_MESSAGES.number]],
    ['a month 13', { expiry: '13/28' }, ['expiry', CARD_MESSAGES.expiryFormat]],
    ['an expiry without slash', { expiry: '1228' }, ['expiry', CARD_MESSAGES.expiryFormat]],
    ['last month', { expiry: '10/26' }, ['expiry', CARD_MESSAGES.expired]],
    ['a 2-digit CVV', { cvv: '12' }, ['cvv', CARD_MESSAGES.cvv]],
    ['a 5-digit CVV', { cvv: '12345' }, ['cvv', CARD_MESSAGES.cvv]],
    ['a one-letter name', { name: ' A ' }, ['name', CARD_MESSAGES.name]],
  ])('refuses %s', (_label, patch, expected) => {
    expect(firstError({ ...good, ...patch })).toEqual(expected);
  });

  it.each([
    ['4111111111111111', true],
    ['4000000000000002', true],
    ['5555555555554444', true],
    ['4111111111111112', false],
  ])('Luhn %s → %s', (digits, ok) => expect(passesLuhn(digits)).toBe(ok));

  it.each([
    ['11/26', false],
    ['10/26', true],
    ['01/27', false],
    ['12/25', true],
  ])('expiry %s expired on 22 Nov 2026: %s', (expiry, expired) =>
    expect(isExpired(expiry, today)).toBe(expired),
  );

  it('formats what the guest types', () => {
    expect(formatCardNumber('41111111111111119999')).toBe('4111 1111 1111 1111');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('1')).toBe('1');
  });
});
