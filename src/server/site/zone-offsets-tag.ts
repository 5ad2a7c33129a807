import { zoneOffsetSpans, zoneOffsetsText } from '../../domain/iso-dates';

const DAY_MS = 86_400_000;
const AHEAD_DAYS = 400;

let last: { key: string; tag: string } | undefined;

/**
 * `<meta name="vm-zone">`: the resort zone's offsets from UTC, from the start of yesterday (UTC)
 * for 400 days, so the guest pages learn them (web/app/zone-offsets.ts) and need no Intl to know
 * the resort's date (decision 0163). The same text all day: the server keeps each page's
 * compressed copy by its HTML (static-site.ts).
 */
export function withZoneOffsets(html: string, timeZone: string, now: Date): string {
  const from = Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS;
  const key = `${timeZone} ${from}`;
  if (last?.key !== key) {
    const spans = zoneOffsetSpans(timeZone, from, from + AHEAD_DAYS * DAY_MS);
    last = { key, tag: `<meta name="vm-zone" content="${zoneOffsetsText(timeZone, spans)}" />` };
  }
  const tag = last.tag;
  return html.replace('</head>', () => `${tag}</head>`);
}
