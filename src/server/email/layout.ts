/**
 * The building blocks of every e-mail (HTML + text): the frame, details tables, paragraphs, links
 * styled as buttons, lists, the greeting and the footer line.
 */

export type RenderedEmail = { subject: string; html: string; text: string };

export type ResortContact = { name: string; phone: string; email: string };

/** 'YYYY-MM-DD' → "Friday, December 4, 2026" (calendar date, no time zone shift). */
export function formatStayDate(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function rowsHtml(rows: [string, string][]): string {
  return rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:6px 16px 6px 0;color:#555555;font-size:14px;vertical-align:top;white-space:nowrap">${escapeHtml(k)}</td><td style="padding:6px 0;color:#1f2d1f;font-size:14px;vertical-align:top"><strong>${escapeHtml(v)}</strong></td></tr>`,
    )
    .join('');
}

/** A details table (label, value) that survives every common mail client: a real table, inline styles. */
export function detailsTable(rows: [string, string][]): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:8px 0 16px">${rowsHtml(rows)}</table>`;
}

const BRAND = '#2f5d34';

/**
 * The frame of every e-mail: a centred 600-pixel table with inline styles only (mail clients drop
 * <style> blocks and ignore flexbox/grid), a coloured header with the resort's name, and a footer
 * with its contacts. `preheader` is the grey line clients show next to the subject.
 */
export function emailLayout(
  title: string,
  body: string,
  resort: ResortContact | undefined,
  preheader = '',
): string {
  const footer = resort
    ? `<tr><td style="padding:16px 24px;background:#f4f1ea;color:#555555;font-size:12px;line-height:18px">${escapeHtml(resort.name)} · ${escapeHtml(resort.phone)} · <a href="mailto:${escapeHtml(resort.email)}" style="color:${BRAND}">${escapeHtml(resort.email)}</a></td></tr>`
    : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f1ea">` +
    `<div style="display:none;max-height:0;overflow:hidden;color:#f4f1ea">${escapeHtml(preheader)}</div>` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f1ea"><tr><td align="center" style="padding:16px 8px">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-collapse:collapse;font-family:Arial,Helvetica,sans-serif;color:#1f2d1f">` +
    `<tr><td style="padding:16px 24px;background:${BRAND};color:#ffffff;font-size:14px;letter-spacing:1px;text-transform:uppercase">${escapeHtml(resort?.name ?? 'Village Machaan')}</td></tr>` +
    `<tr><td style="padding:24px;font-size:15px;line-height:22px"><h1 style="margin:0 0 16px;color:${BRAND};font-size:22px;line-height:28px;font-weight:normal">${escapeHtml(title)}</h1>${body}</td></tr>` +
    footer +
    `</table></td></tr></table></body></html>`
  );
}

/** A paragraph with the layout's spacing. */
export const para = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;

/** A call-to-action link styled as a button (a table cell, as Outlook needs). */
export function buttonLink(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr><td style="background:${BRAND};border-radius:6px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></td></tr></table>`;
}

export const list = (items: string[]) =>
  `<ul style="margin:0 0 16px;padding-left:20px">${items.map((i) => `<li style="margin:0 0 4px">${escapeHtml(i)}</li>`).join('')}</ul>`;

/** "Dear Asha Rao," — or "Dear guest," when the typed name must not be echoed (decision 0108). */
export const greeting = (name: string | null) => `Dear ${name ?? 'guest'},`;

export const footerText = (resort: ResortContact) =>
  `${resort.name} · ${resort.phone} · ${resort.email}`;
