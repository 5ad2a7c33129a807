import { learnZoneOffsets, parseZoneOffsetsText } from '../../domain/iso-dates';

/**
 * Learns the resort zone's offsets from the page (`<meta name="vm-zone">`, written by the server:
 * zone-offsets-tag.ts), so the guest's first screen tells the resort's date without Intl, whose
 * first use costs ≈ 20 ms of a phone's main thread (decision 0163). Without the tag (the dev
 * server's page) the dates come from Intl, as before.
 */
export function learnPageZoneOffsets() {
  const text = document.querySelector<HTMLMetaElement>('meta[name="vm-zone"]')?.content;
  const zone = text ? parseZoneOffsetsText(text) : undefined;
  if (zone) learnZoneOffsets(zone.timeZone, zone.spans);
}
