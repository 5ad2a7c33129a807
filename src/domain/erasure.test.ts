import { describe, expect, it } from 'vitest';
import { buildNeedles, scrubText, scrubValue } from './erasure';

const needles = buildNeedles({
  names: ['Asha Rao', null],
  emails: ['Asha.Rao@Example.com'],
  phones: ['98765 43210', '+91', undefined],
  texts: ['Ground floor please, near "the pond"', 'none'],
  replacements: { name: 'Anonymised guest', email: 'anon@guests.invalid', other: '(removed)' },
});

describe('scrubText', () => {
  it.each([
    ['the full name', 'Cancelled by Asha Rao', true, 'Cancelled by Anonymised guest'],
    ['a name part, as a word', 'Dear Asha,', true, 'Dear Anonymised guest,'],
    ['not inside another word', 'Rao Raoul Asharani', true, 'Anonymised guest Raoul Asharani'],
    [
      'a namesake elsewhere keeps the name',
      'Cancelled by Asha Rao',
      false,
      'Cancelled by Asha Rao',
    ],
    [
      'the e-mail in any case, anywhere',
      'to ASHA.RAO@example.COM',
      false,
      'to anon@guests.invalid',
    ],
    [
      'the phone, however written',
      'call +91-98765-43210 or (98765) 43210',
      false,
      'call +91-(removed) or ((removed)',
    ],
    [
      'a long request, anywhere',
      'Note: Ground floor please, near "the pond".',
      false,
      'Note: (removed).',
    ],
    ['its HTML form', 'Ground floor please, near &quot;the pond&quot;', false, '(removed)'],
    ['a short request only in own rows', 'none', false, 'none'],
    ['a short request in own rows', 'none', true, '(removed)'],
    ['amounts and codes stay', 'VM123 ₹40,710 on 2026-12-10', true, 'VM123 ₹40,710 on 2026-12-10'],
  ])('%s', (_what, text, own, out) => expect(scrubText(text, needles, own)).toBe(out));
});

describe('scrubValue', () => {
  it('walks JSON, keeping numbers and shapes', () => {
    expect(
      scrubValue(
        {
          guestName: 'Asha Rao',
          total: 100,
          contact: '+919876543210',
          list: ['asha.rao@example.com', null],
        },
        needles,
        true,
      ),
    ).toEqual({
      guestName: 'Anonymised guest',
      total: 100,
      contact: '+91(removed)',
      list: ['anon@guests.invalid', null],
    });
  });
});

describe('buildNeedles', () => {
  it('looks in the database for the distinctive words only, in stored and JSON form', () => {
    const pattern = new RegExp(needles.distinctivePattern!, 'i');
    expect(pattern.test('{"specialRequests": "Ground floor please, near \\"the pond\\""}')).toBe(
      true,
    );
    expect(pattern.test('x asha.rao@example.com')).toBe(true);
    expect(pattern.test('9876543210')).toBe(true);
    expect(pattern.test('Asha Rao')).toBe(false);
    expect(pattern.test('none')).toBe(false);
  });
  it('has nothing to look for when nothing is known', () => {
    expect(
      buildNeedles({
        names: [],
        emails: [],
        phones: ['12'],
        texts: [],
        replacements: { name: 'a', email: 'b', other: 'c' },
      }).distinctivePattern,
    ).toBeNull();
  });
});
