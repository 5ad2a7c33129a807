import {
  buttonLink,
  emailLayout,
  escapeHtml,
  para,
  type RenderedEmail,
  type ResortContact,
} from '../email/templates';

/** The request for a review, two days after check-out (decision 0131). */
export function renderReviewRequest(p: {
  guestName: string;
  villaName: string;
  reviewUrl: string;
  resort: ResortContact;
}): RenderedEmail {
  const subject = `How was your stay at ${p.resort.name}?`;
  const lines = [
    `Dear ${p.guestName},`,
    `Thank you for staying in the ${p.villaName}. We hope the forest was kind to you.`,
    'Would you tell future guests what it was like? A rating and a few words take a minute; we read every one, and with your permission it may appear on our website.',
  ];
  const html = emailLayout(
    subject,
    lines.map(para).join('') +
      buttonLink(p.reviewUrl, 'Review your stay') +
      `<p style="margin:0 0 12px;color:#555555;font-size:13px">The link opens your booking; it is private to you. — ${escapeHtml(p.resort.name)}</p>`,
    p.resort,
    'A rating and a few words about your stay',
  );
  const text = [
    ...lines,
    '',
    `Review your stay: ${p.reviewUrl}`,
    '',
    'The link opens your booking; it is private to you.',
    `${p.resort.name} · ${p.resort.phone} · ${p.resort.email}`,
  ].join('\n');
  return { subject, html, text };
}
