import { describe, expect, it } from 'vitest';
import './zod-without-eval';

describe('the admin panel parses with zod without its eval probe', () => {
  it('zod reads the jitless setting', async () => {
    const { config } = await import('zod');
    expect(config().jitless).toBe(true);
  });
});
