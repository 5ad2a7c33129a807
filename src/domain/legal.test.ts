import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICY } from './cancellation-policy';
import { LEGAL_PAGE_IDS, legalDocument, legalPageOfPath, type LegalFacts } from './legal';

const facts: LegalFacts = {
  resortName: 'Village Machaan',
  resortAddress: 'Near the Tiger Reserve, India',
  resortEmail: 'stay@example.com',
  resortPhone: '+91 98765 43210',
  gstin: undefined,
};

const text = (id: (typeof LEGAL_PAGE_IDS)[number], f = facts) =>
  legalDocument(id, f)
    .sections.flatMap((s) => [s.heading, ...s.paragraphs])
    .join('\n');

describe('legal pages', () => {
  it.each([
    ['/terms', 'terms'],
    ['/privacy', 'privacy'],
    ['/cancellation-policy', 'cancellation-policy'],
    ['/cancellation-policy/', 'cancellation-policy'],
    ['/', undefined],
    ['/terms-and-more', undefined],
  ])('%s → %s', (path, id) => {
    expect(legalPageOfPath(path)).toBe(id);
  });

  it.each(['terms', 'cancellation-policy'] as const)(
    '%s carries the cancellation policy word for word (what the cancel flow applies)',
    (id) => {
      for (const line of CANCELLATION_POLICY) expect(text(id)).toContain(line);
    },
  );

  it.each(LEGAL_PAGE_IDS)('%s names the resort and how to reach it', (id) => {
    expect(text(id)).toContain('Village Machaan, Near the Tiger Reserve, India.');
    expect(text(id)).toContain('stay@example.com');
  });

  it('the terms state check-in and check-out times and the GSTIN only when configured', () => {
    expect(text('terms')).toContain('Check-in is from 2:00 PM and check-out is by 11:00 AM');
    expect(text('terms')).not.toContain('GSTIN');
    expect(text('terms', { ...facts, gstin: '29ABCDE1234F1Z5' })).toContain(
      '(GSTIN 29ABCDE1234F1Z5)',
    );
  });
});
