import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STEP_SECONDS, totpAt, stepAt } from '../src/server/admin-auth/totp';
import { DESKTOP, newPage, PHONE, signInAsAdmin, useSiteAndBrowser } from './support/site';
import { axeViolations } from './support/axe';
import type { Page } from 'playwright-core';
import { screenshot } from './support/screenshots';

/* Issue 26: staff roles in the admin, and two-factor sign-in with a code computed here. */
const backupDir = mkdtempSync(path.join(tmpdir(), 'vm-e2e-backups-'));
const e2e = useSiteAndBrowser({ BACKUP_DIR: backupDir });
afterAll(() => rmSync(backupDir, { recursive: true, force: true }));
const DESK = { name: 'Priya Desk', email: 'priya@example.com', password: 'Forest-Lantern-2026!x' };

async function shot(page: Page, name: string) {
  await screenshot(page, name, { fullPage: true });
}

async function signInAs(page: Page, code?: () => string) {
  await page.goto(`${e2e.site.url}/admin/login`);
  await page.getByLabel('Email Address').fill(DESK.email);
  await page.getByLabel('Password', { exact: true }).fill(DESK.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (code) {
    await page.getByLabel('Authentication code').fill(code());
    await page.getByRole('button', { name: 'Sign In' }).click();
  }
}

/**
 * The next 30-second step's code: the one that turned 2FA on cannot sign in again, so the site's
 * clock moves on to the next step instead of the test waiting for it.
 */
async function freshCode(secret: string, usedStep: number): Promise<string> {
  const step = stepAt(e2e.clock.now());
  if (step <= usedStep) await e2e.clock.advance((usedStep + 1 - step) * STEP_SECONDS * 1000);
  return totpAt(secret, e2e.clock.now());
}

describe('staff roles and two-factor sign-in', () => {
  it('an owner creates a front-desk user, who sees no Reports and no villa editing', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(page, e2e.site, '/admin/settings');
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Admin' });
    await dialog.getByLabel('Name').fill(DESK.name);
    await dialog.getByLabel('Email').fill(DESK.email);
    await dialog.getByLabel('Password').fill(DESK.password);
    await dialog.getByLabel('Role').selectOption('front_desk');
    expect(await dialog.textContent()).toContain('create or change bookings');
    await dialog.getByRole('button', { name: 'Add Admin' }).click();
    await expect.poll(() => page.getByRole('cell', { name: DESK.email }).count()).toBe(1);
    expect(await page.getByRole('row', { name: new RegExp(DESK.name) }).textContent()).toContain(
      'Front desk',
    );
    await context.close();

    for (const viewport of [DESKTOP, PHONE]) {
      const desk = await newPage(e2e.browser, viewport);
      await signInAs(desk.page);
      await desk.page.waitForURL(`${e2e.site.url}/admin`);
      if (viewport === PHONE)
        await desk.page.getByRole('button', { name: /menu/i }).first().click();
      const menu = desk.page.getByRole('navigation', { name: 'Admin menu' }).last();
      await menu.getByRole('link', { name: 'Bookings', exact: true }).waitFor();
      expect(await menu.getByRole('link', { name: 'Reports', exact: true }).count()).toBe(0);
      expect(await menu.getByRole('link', { name: 'Villas', exact: true }).count()).toBe(1);
      await desk.page.goto(`${e2e.site.url}/admin/villas`);
      await desk.page.getByRole('list', { name: 'Villas' }).waitFor();
      expect(await desk.page.getByRole('button', { name: /^Edit / }).count()).toBe(0);
      expect(await desk.page.getByRole('button', { name: 'Add Villa' }).count()).toBe(0);
      expect(await desk.page.getByRole('switch').count()).toBe(0);
      await shot(desk.page, `front-desk-villas-${viewport.width}`);
      await desk.page.goto(`${e2e.site.url}/admin/reports`);
      await desk.page.getByText('This page is not part of your role').waitFor();
      expect(await desk.page.textContent('main')).toContain('Your role (Front desk)');
      await shot(desk.page, `front-desk-reports-${viewport.width}`);
      await desk.context.close();
    }
  });

  it('turns on two-factor sign-in and signs in with a code computed in the test', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await signInAs(page);
    await page.waitForURL(`${e2e.site.url}/admin`);
    await page.goto(`${e2e.site.url}/admin/settings`);
    await page.getByRole('button', { name: 'Set up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up two-factor sign-in' });
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = ((await dialog.getByLabel('Key for manual entry').textContent()) ?? '').replace(
      /\s/g,
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await shot(page, 'two-factor-setup-1280');
    expect(await axeViolations(page)).toEqual([]);
    const setUpAt = e2e.clock.now();
    const enabledAt = stepAt(setUpAt);
    await dialog.getByLabel('Code from the app').fill(totpAt(secret, setUpAt));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    await codes.waitFor();
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await shot(page, 'two-factor-recovery-1280');
    await context.close();

    const next = await newPage(e2e.browser, PHONE);
    await signInAs(next.page);
    await next.page.getByLabel('Authentication code').waitFor();
    await shot(next.page, 'two-factor-login-390');
    const code = await freshCode(secret, enabledAt);
    await next.page.getByLabel('Authentication code').fill(code);
    await next.page.getByRole('button', { name: 'Sign In' }).click();
    await next.page.waitForURL(`${e2e.site.url}/admin`);
    await next.page.goto(`${e2e.site.url}/admin/settings`);
    await next.page.getByRole('table', { name: /Signed in now/ }).waitFor();
    await shot(next.page, 'settings-390');
    await next.context.close();
  });

  it('an owner backs up now from Settings, and the dashboard shows the backup age', async () => {
    const { context, page } = await newPage(e2e.browser, DESKTOP);
    await signInAsAdmin(page, e2e.site);
    const status = page.getByRole('region', { name: 'System Status' });
    expect(await status.textContent()).toContain('None yet');
    await page.goto(`${e2e.site.url}/admin/settings`);
    const card = page.getByRole('region', { name: 'Backups' });
    await card.getByRole('button', { name: 'Back up now' }).click();
    await card.getByRole('list', { name: 'Backups' }).getByRole('listitem').first().waitFor();
    expect(readdirSync(backupDir).filter((n) => n.endsWith('.tar.gz'))).toHaveLength(1);
    await shot(page, 'owner-settings-1280');
    await page.goto(`${e2e.site.url}/admin`);
    await expect.poll(() => status.textContent()).toContain('less than an hour ago');
    await shot(page, 'dashboard-1280');
    await context.close();
  });
});
