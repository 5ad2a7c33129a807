import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANCELLATION_POLICY } from '../../domain/cancellation-policy';
import { createTestApp, type TestApp } from '../testing/test-app';
import { errorBody, bodyAt } from '../testing/typed-client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    env: { RESORT_NAME: 'Machaan Test Resort', RESORT_GSTIN: '29ABCDE1234F1Z5' },
  });
});
afterAll(() => t.close());

describe('GET /api/legal/:page', () => {
  it('builds the pages from the configuration, with the cancel flow’s policy', async () => {
    const res = await t.api('GET /legal/:page', { param: { page: 'terms' } });
    expect(res.status).toBe(200);
    const doc = bodyAt(res, 200);
    const text = doc.sections.flatMap((s) => s.paragraphs).join('\n');
    expect(doc.title).toBe('Terms & Conditions');
    expect(text).toContain('Machaan Test Resort');
    expect(text).toContain('GSTIN 29ABCDE1234F1Z5');
    for (const line of CANCELLATION_POLICY) expect(text).toContain(line);
  });

  it.each(['refunds', 'TERMS', '..%2fterms'])(
    'refuses an unknown page %s with a 400 in the error shape',
    async (page) => {
      const res = await t.request('GET', `/api/legal/${page}`);
      expect(res.status).toBe(400);
      expect((await errorBody(res)).error.code).toBe('VALIDATION_ERROR');
    },
  );
});
