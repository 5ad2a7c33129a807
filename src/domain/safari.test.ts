import { describe, expect, it } from 'vitest';
import {
  SAFARI_MESSAGES,
  safariCardIssue,
  safariDatesFor,
  safariEnquiryRequestSchema,
  safariName,
} from './safari';

const stay = { checkIn: '2026-12-30', checkOut: '2027-01-02' };

describe('safari rules', () => {
  it('offers each night of the stay, not the departure day', () => {
    expect(safariDatesFor(stay.checkIn, stay.checkOut)).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
    ]);
  });

  it.each([
    [
      'a complete afternoon card on the check-in day',
      { date: '2026-12-30', timing: 'Afternoon', persons: 2 },
      null,
    ],
    ['a morning on the second day', { date: '2026-12-31', timing: 'Morning', persons: 6 }, null],
    [
      'a morning on the check-in day',
      { date: '2026-12-30', timing: 'Morning', persons: 2 },
      ['timing', SAFARI_MESSAGES.morning],
    ],
    ['no date', { date: '', timing: 'Evening', persons: 2 }, ['date', SAFARI_MESSAGES.incomplete]],
    [
      'no time',
      { date: '2026-12-31', timing: null, persons: 2 },
      ['timing', SAFARI_MESSAGES.incomplete],
    ],
    [
      'the departure day',
      { date: '2027-01-02', timing: 'Evening', persons: 2 },
      ['date', SAFARI_MESSAGES.outsideStay],
    ],
    [
      '7 persons',
      { date: '2026-12-31', timing: 'Evening', persons: 7 },
      ['persons', 'Maximum 6 persons per jeep'],
    ],
    [
      '0 persons',
      { date: '2026-12-31', timing: 'Evening', persons: 0 },
      ['persons', SAFARI_MESSAGES.personsMin],
    ],
    [
      'an unknown time',
      { date: '2026-12-31', timing: 'Midnight', persons: 2 },
      ['timing', SAFARI_MESSAGES.incomplete],
    ],
  ])('%s', (_label, card, expected) => {
    const issue = safariCardIssue(card, stay);
    expect(issue ? [issue.field, issue.message] : null).toEqual(expected);
  });

  it('names the stored enquiry after its time', () =>
    expect(safariName('Evening')).toBe('Jungle Safari - Evening'));

  it('uses the catalogue’s words', () => {
    expect(SAFARI_MESSAGES.submitted(2)).toBe(
      '2 safari enquiry(ies) have been submitted and will be processed by our team.',
    );
    expect(SAFARI_MESSAGES.added(1)).toBe('1 safari inquiry(ies) added to your booking');
  });
});

describe('safariEnquiryRequestSchema', () => {
  const body = {
    sessionId: 'session-123456',
    ...stay,
    safaris: [{ date: '2026-12-31', timing: 'Morning', persons: 3 }],
  };

  it('accepts valid cards', () => {
    expect(safariEnquiryRequestSchema.parse(body).safaris).toHaveLength(1);
  });

  it('points at the card and field that is wrong', () => {
    const r = safariEnquiryRequestSchema.safeParse({
      ...body,
      safaris: [body.safaris[0], { date: '2026-12-30', timing: 'Morning', persons: 2 }],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['safaris.1.timing', SAFARI_MESSAGES.morning],
    ]);
  });

  it('needs at least one card', () => {
    const r = safariEnquiryRequestSchema.safeParse({ ...body, safaris: [] });
    expect(r.error!.issues[0]!.message).toBe(SAFARI_MESSAGES.none);
  });

  it.each([
    ['abc', 'zzz'],
    ['2026-12-01', '9999-12-31'],
    ['0001-01-01', '2026-12-02'],
  ])(
    'a malformed stay date (%s → %s) is an issue, not a crash of the card rules',
    (checkIn, checkOut) => {
      const r = safariEnquiryRequestSchema.safeParse({ ...body, checkIn, checkOut });
      expect(r.success).toBe(false);
    },
  );
});
