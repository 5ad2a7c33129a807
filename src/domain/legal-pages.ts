/**
 * The guest-facing legal pages (Terms & Conditions, Privacy Policy, Cancellation Policy) linked
 * from the consent line of step 4 and the footer; their texts are legal.ts's `legalDocument`. A
 * module of its own so the footer does not download the texts (decision 0150).
 */
export const LEGAL_PAGES = {
  terms: { path: '/terms', title: 'Terms & Conditions' },
  privacy: { path: '/privacy', title: 'Privacy Policy' },
  'cancellation-policy': { path: '/cancellation-policy', title: 'Cancellation Policy' },
} as const;

export type LegalPageId = keyof typeof LEGAL_PAGES;
export const LEGAL_PAGE_IDS = Object.keys(LEGAL_PAGES) as LegalPageId[];

export function legalPageOfPath(path: string): LegalPageId | undefined {
  return LEGAL_PAGE_IDS.find((id) => LEGAL_PAGES[id].path === path.replace(/\/+$/, ''));
}
