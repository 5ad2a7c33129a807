import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { backgroundJobs } from './definitions';

describe('background jobs', () => {
  it('remove the safari enquiries of guests who never booked hourly, after the configured period (0119)', () => {
    const config = loadConfig({});
    expect(config.safariUnbookedKeepDays).toBe(14);
    expect(loadConfig({ SAFARI_UNBOOKED_KEEP_DAYS: '30' }).safariUnbookedKeepDays).toBe(30);
    expect(() => loadConfig({ SAFARI_UNBOOKED_KEEP_DAYS: '0' })).toThrow(
      /SAFARI_UNBOOKED_KEEP_DAYS/,
    );
    const job = backgroundJobs({
      db: undefined as never,
      config,
      now: () => new Date(),
      provider: undefined as never,
      mailer: undefined,
    }).find((j) => j.name === 'safari-unbooked-purge');
    expect(job?.everyMs).toBe(60 * 60_000);
  });
});
