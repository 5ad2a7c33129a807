import { PROOF_CODE_TTL_MINUTES } from '../../domain/guest-proof-code';
import {
  emailLayout,
  escapeHtml,
  para,
  type RenderedEmail,
  type ResortContact,
} from '../email/templates';

/**
 * The one-time code e-mail (decision 0117). It names no guest and echoes nothing the requester typed:
 * only the booking code, the code and what to do if the guest did not ask for it.
 */
export function renderProofCode(p: {
  bookingId: string;
  code: string;
  resort: ResortContact;
}): RenderedEmail {
  const subject = `Your code for booking ${p.bookingId}: ${p.code}`;
  const intro = `Someone asked to cancel or change booking ${p.bookingId} on our website. Enter this code on the booking page to go on:`;
  const after = `The code works for ${PROOF_CODE_TTL_MINUTES} minutes and once. If you did not ask for it, ignore this e-mail: your booking stays as it is. Never share the code with anyone who calls you about it.`;
  const html = emailLayout(
    'Your one-time code',
    para(intro) +
      `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(p.code)}</p>` +
      para(after),
    p.resort,
    `Code ${p.code} for booking ${p.bookingId}`,
  );
  const text = [
    intro,
    '',
    p.code,
    '',
    after,
    '',
    `${p.resort.name} · ${p.resort.phone} · ${p.resort.email}`,
  ].join('\n');
  return { subject, html, text };
}
