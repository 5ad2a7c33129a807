import { describe, expect, it } from 'vitest';
import { startFeedServer } from '../testing/ical-feed-server';
import { fetchFeed, isPublicAddress } from './safe-fetch';

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['151.101.1.69', true],
    ['2606:4700::6810:85e5', true],
    ['127.0.0.1', false],
    ['127.8.9.10', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false], // cloud metadata
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['255.255.255.255', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:8.8.8.8', true],
    ['64:ff9b::10.0.0.1', false],
    ['not-an-ip', false],
  ])('%s → %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected));
});

describe('fetchFeed', () => {
  it('refuses what is not http(s), credentials, private hosts, and too many redirects', async () => {
    const ota = await startFeedServer();
    try {
      const opts = { allowedHosts: ['127.0.0.1'], timeoutMs: 2000 };
      ota.set('/ok.ics', { ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' });
      expect(await fetchFeed(ota.url('/ok.ics'), opts)).toContain('BEGIN:VCALENDAR');
      await expect(fetchFeed(ota.url('/ok.ics'), { ...opts, allowedHosts: [] })).rejects.toThrow(
        /private or local address/,
      );
      await expect(fetchFeed('ftp://example.com/a.ics', opts)).rejects.toThrow(/Only http/);
      await expect(fetchFeed(`http://u:p@127.0.0.1:${ota.port}/ok.ics`, opts)).rejects.toThrow(
        /user name or password/,
      );
      await expect(fetchFeed('http://169.254.169.254/latest/meta-data', opts)).rejects.toThrow(
        /private or local address/,
      );
      for (let i = 0; i < 5; i++) ota.set(`/r${i}`, { redirect: `/r${i + 1}` });
      ota.set('/r5', { ics: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' });
      await expect(fetchFeed(ota.url('/r0'), opts)).rejects.toThrow(/redirected more than 3/);
      expect(await fetchFeed(ota.url('/r2'), opts)).toContain('BEGIN:VCALENDAR');
    } finally {
      await ota.close();
    }
  });
});
