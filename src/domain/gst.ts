/**
 * GST on accommodation (decision 0114): the rate of a room-night follows its value of supply per
 * unit per day, by slabs. Default = India's rate on hotel accommodation since the GST rate
 * rationalisation effective 22 Sep 2025: up to ₹7,500 per unit per day 5% (without input tax
 * credit), above ₹7,500 18%. (The exemption up to ₹1,000 was withdrawn from 18 Jul 2022 by
 * Notification 4/2022-Central Tax (Rate); a resort that needs other slabs sets GST_SLABS.)
 * Every seeded villa costs more than ₹7,500 a night, so the spec's 18% holds.
 * The server reads other slabs from GST_SLABS (src/server/env.ts); the domain gets them as input.
 */

/** `upTo` is the highest tariff (whole rupees, inclusive) the slab covers; `null` = no upper bound. */
export type GstSlab = { upTo: number | null; percent: number };
export type GstSlabs = readonly GstSlab[];

export const DEFAULT_GST_SLABS: GstSlabs = [
  { upTo: 7500, percent: 5 },
  { upTo: null, percent: 18 },
];

/** The GST percent of a room-night whose tariff per unit-night is `tariff` (whole rupees). */
export function gstPercentFor(tariff: number, slabs: GstSlabs = DEFAULT_GST_SLABS): number {
  for (const slab of slabs) if (slab.upTo === null || tariff <= slab.upTo) return slab.percent;
  // Valid slab lists end with an open slab; an invalid one taxes at its last rate.
  return slabs[slabs.length - 1]?.percent ?? 0;
}

/** Rupees of tax on `amount` at `percent`, rounded to the rupee (amounts are whole rupees). */
export function taxAt(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/**
 * Problems with a slab list (empty = valid): ascending whole-rupee bounds, one open last slab,
 * percents between 0 and 100 with at most two decimals (so CGST and SGST halves stay exact in paise).
 */
export function gstSlabIssues(slabs: GstSlabs): string[] {
  const issues: string[] = [];
  if (slabs.length === 0) return ['at least one slab is needed'];
  slabs.forEach((slab, i) => {
    const last = i === slabs.length - 1;
    if (last && slab.upTo !== null) issues.push('the last slab must be open ("*")');
    if (!last && slab.upTo === null) issues.push('only the last slab may be open ("*")');
    if (slab.upTo !== null && (!Number.isInteger(slab.upTo) || slab.upTo < 0))
      issues.push(`"${slab.upTo}" is not a whole number of rupees`);
    const prev = slabs[i - 1]?.upTo;
    if (i > 0 && slab.upTo !== null && prev != null && slab.upTo <= prev)
      issues.push('slab bounds must increase');
    if (
      !(slab.percent >= 0 && slab.percent <= 100) ||
      Math.round(slab.percent * 100) !== slab.percent * 100
    )
      issues.push(`"${slab.percent}" is not a percent between 0 and 100 (two decimals at most)`);
  });
  return issues;
}

/**
 * Parses "7500:5,*:18" (upper bound in rupees : percent, the last bound "*").
 * Returns the slabs or the problems found.
 */
export function parseGstSlabs(text: string): { slabs: GstSlab[] } | { issues: string[] } {
  const slabs: GstSlab[] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(\*|\d{1,9})\s*:\s*(\d{1,3}(?:\.\d{1,2})?)\s*$/.exec(part);
    if (!m) return { issues: [`"${part.trim()}" is not "upTo:percent"`] };
    slabs.push({ upTo: m[1] === '*' ? null : Number(m[1]), percent: Number(m[2]) });
  }
  const issues = gstSlabIssues(slabs);
  return issues.length > 0 ? { issues } : { slabs };
}
