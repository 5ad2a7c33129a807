import { describe, expect, it } from 'vitest';
import { parseZoneOffsetsText, todayInZone } from '../../domain/dates';
import { withZoneOffsets } from './zone-offsets-tag';

const PAGE = '<html><head><title>x</title></head><body></body></html>';
const tagOf = (html: string) =>
  parseZoneOffsetsText(/<meta name="vm-zone" content="([^"]*)" \/>/.exec(html)![1]!)!;

describe('the page tells the resort zone its offsets (decision 0163)', () => {
  it('covers yesterday to 400 days ahead, the same text all day', () => {
    const morning = withZoneOffsets(PAGE, 'Asia/Kolkata', new Date('2026-12-06T00:10:00Z'));
    const night = withZoneOffsets(PAGE, 'Asia/Kolkata', new Date('2026-12-06T23:50:00Z'));
    expect(night).toBe(morning);
    expect(morning).toContain('</head>');
    const { timeZone, spans } = tagOf(morning);
    expect(timeZone).toBe('Asia/Kolkata');
    expect(spans).toEqual([
      {
        from: Date.parse('2026-12-05T00:00:00Z'),
        until: Date.parse('2028-01-09T00:00:00Z'),
        offsetMinutes: 330,
      },
    ]);
    const nextDay = withZoneOffsets(PAGE, 'Asia/Kolkata', new Date('2026-12-07T00:00:00Z'));
    expect(tagOf(nextDay).spans[0]!.from).toBe(Date.parse('2026-12-06T00:00:00Z'));
  });

  it('tells each change of a zone with daylight saving time', () => {
    const { spans } = tagOf(
      withZoneOffsets(PAGE, 'Europe/London', new Date('2026-12-06T12:00:00Z')),
    );
    expect(spans.map((s) => s.offsetMinutes)).toEqual([0, 60, 0]);
    // Each span's offset gives the date Intl gives, just inside its ends.
    for (const s of spans)
      for (const t of [s.from, s.until - 1000]) {
        const wall = new Date(t + s.offsetMinutes * 60_000).toISOString().slice(0, 10);
        expect(wall).toBe(todayInZone(new Date(t), 'Europe/London'));
      }
  });
});
