import { cpSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { startServer, type RunningServer } from '../../src/server/bootstrap';
import { loadConfig } from '../../src/server/env';
import { formatLongDate, todayInZone, type IsoDate } from '../../src/domain/dates';
import { DEMO_ADMIN } from '../../src/server/admin-auth/initial-admins';
import { browserApi } from './api';
import { createDatabaseTemplate, E2E_START, HEADLESS_SHELL, scratchFolder } from './global-setup';

/** What the e2e project's global setup (global-setup.ts) provides to every test file. */
declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * An embedded database folder (PGlite, closed) migrated and seeded as a site's first start
     * leaves it (the catalogue and the demo admin): every e2e site starts from a copy (site.ts).
     */
    e2eDatabaseTemplate: string;
  }
}

/**
 * The database template every site copies: the e2e run's (global-setup.ts, seeded at E2E_START), or,
 * for the benches and scripts that start a site outside Vitest (on the wall clock), one seeded now,
 * made on first use and removed at exit.
 */
let ownTemplate: Promise<string> | undefined;
function databaseTemplate(): Promise<string> {
  if (process.env.VITEST) return Promise.resolve(inject('e2eDatabaseTemplate'));
  ownTemplate ??= createDatabaseTemplate(new Date()).then(({ folder, remove }) => {
    process.once('exit', remove);
    return folder;
  });
  return ownTemplate;
}

/** A port free right now on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Our own server on a free port with a fresh embedded database and the built front end.
 * `PUBLIC_URL: 'auto'` picks the port first and sets PUBLIC_URL to it (for links in e-mails).
 * The database is a copy of the run's template (global-setup.ts): migrated and seeded as a first
 * start leaves it, so the start finds nothing to migrate, seed or hash (decision 0138). Its data
 * folder is in memory when the machine allows (scratchFolder, decision 0155).
 */
export async function startSite(
  env: Record<string, string> = {},
  options: { now?: () => Date } = {},
): Promise<RunningServer & { dataDir: string }> {
  const dataDir = scratchFolder('vm-e2e-');
  cpSync(await databaseTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  if (env.PUBLIC_URL === 'auto') {
    const port = await freePort();
    env = { ...env, PORT: String(port), PUBLIC_URL: `http://localhost:${port}` };
  }
  // The browser reaches the site over loopback; each browser context is its own guest through its own
  // X-Forwarded-For (newPage), so the per-client limits see many guests, as in production behind a proxy.
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    PAYMENT_TEST_SECRET: 'e2e-secret',
    TRUST_PROXY: 'loopback',
    ...env,
  });
  const server = await startServer(config, path.resolve('dist/web'), options);
  return {
    ...server,
    dataDir,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium as guests run it: the benches and the screenshot scripts measure and show this one. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** The end-to-end tests' browser: Chromium's headless shell (HEADLESS_SHELL, decision 0172). */
function launchTestBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS });
}

/**
 * The worker's one Chromium: a worker runs its test files one after another in one module graph
 * (isolate: false, decision 0111), so they share it; each file gets fresh browser contexts (its own
 * cookies and storage) and closes them when done. Playwright stops it when the worker exits.
 */
let workerBrowser: Promise<Browser> | undefined;
function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchTestBrowser().then((browser) => {
    browser.once('disconnected', () => (workerBrowser = undefined));
    return browser;
  });
  return workerBrowser;
}

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

let guestNumber = 0;
/** A client address of its own for each simulated guest (the 198.18.0.0/15 benchmarking range). */
function nextGuestAddress(): string {
  guestNumber++;
  return `198.18.${Math.floor(guestNumber / 250) % 250}.${(guestNumber % 250) + 1}`;
}

/** Headers for a JSON request made by a new simulated guest (its own client address). */
export function asNewGuest(): Record<string, string> {
  return { 'content-type': 'application/json', 'x-forwarded-for': nextGuestAddress() };
}

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    extraHTTPHeaders: { 'x-forwarded-for': nextGuestAddress() },
  });
  const page = await context.newPage();
  return { context, page };
}

/** True when the page scrolls sideways (the old site did at 1280 px). */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

export type E2eContext = {
  readonly site: RunningServer & { dataDir: string };
  readonly browser: Browser;
  readonly clock: SiteClock;
};

/**
 * A site's clock, shared by its server and every browser context of its file: it starts at the
 * file's instant and runs with real time (so one request still comes after another); `advance`
 * jumps the server and the open pages forward, firing the pages' timers that fall due.
 */
type SiteClock = {
  now(): Date;
  /** The site's date in the resort's time zone (its RESORT_TZ). */
  today(): IsoDate;
  advance(ms: number): Promise<void>;
};

function siteClock(start: string, resortTz: string, contexts: () => BrowserContext[]): SiteClock {
  const startMs = Date.parse(start);
  const origin = performance.now();
  let jumped = 0;
  const now = () => new Date(startMs + jumped + (performance.now() - origin));
  return {
    now,
    today: () => todayInZone(now(), resortTz),
    advance: async (ms) => {
      jumped += ms;
      await Promise.all(contexts().map((context) => context.clock.fastForward(ms)));
    },
  };
}

/** The shared browser, whose new contexts run on the site's clock (Playwright's context.clock). */
function browserOnClock(browser: Browser, clock: SiteClock, opened: Set<BrowserContext>): Browser {
  const newContext: Browser['newContext'] = async (options) => {
    const context = await browser.newContext(options);
    await context.clock.install({ time: clock.now() });
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, key) {
      if (key === 'newContext') return newContext;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * One test file's site, started before its tests and stopped after them, and the worker's Chromium
 * (sharedBrowser): the browser contexts the file opened are closed after its tests. The site's
 * server and every context made from `e2e.browser` run on one clock (`e2e.clock`), started at
 * `options.start` (E2E_START unless the file needs another instant; decision 0156).
 * `const e2e = useSiteAndBrowser(); … e2e.site.url … newPage(e2e.browser, PHONE) … e2e.clock.today()`
 */
export function useSiteAndBrowser(
  env: Record<string, string> = {},
  options: { start?: string } = {},
): E2eContext {
  let site: (RunningServer & { dataDir: string }) | undefined;
  let browser: Browser | undefined;
  const opened = new Set<BrowserContext>();
  const clock = siteClock(
    options.start ?? E2E_START,
    loadConfig({ RESORT_TZ: env.RESORT_TZ }).resortTz,
    () => [...opened],
  );
  beforeAll(async () => {
    let shared: Browser;
    [site, shared] = await Promise.all([startSite(env, { now: clock.now }), sharedBrowser()]);
    browser = browserOnClock(shared, clock, opened);
  });
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    await site?.close();
  });
  return {
    get site() {
      if (!site) throw new Error('the site is not started yet');
      return site;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not started yet');
      return browser;
    },
    clock,
  };
}

/**
 * Signs the page's browser context in as a staff member through `POST /api/admin/login` (the
 * session cookie lands in the context, as the form's request leaves it), then opens `landing` (the
 * dashboard unless said; `null`: no page, for a test that goes on through `page.request`). The form
 * itself is tested in admin-auth and admin-staff; every other file skips its two page loads
 * (decision 0170).
 */
export async function signIn(
  page: Page,
  site: Pick<RunningServer, 'url' | 'app'>,
  who: { email: string; password: string },
  landing: string | null = '/admin',
) {
  await browserApi(page, site).ok('POST /admin/login', {
    json: { email: who.email, password: who.password },
  });
  if (landing !== null) await page.goto(`${site.url}${landing}`);
}

/** `signIn` as the demo admin. */
export function signInAsAdmin(
  page: Page,
  site: Pick<RunningServer, 'url' | 'app'>,
  landing: string | null = '/admin',
) {
  return signIn(page, site, DEMO_ADMIN, landing);
}

/**
 * The guest calendar's button for a day, after paging the calendar to the day's month (phones show
 * one month at a time, wider screens three).
 */
export async function calendarDay(page: Page, date: string) {
  const button = page.getByRole('button', { name: new RegExp(`^${formatLongDate(date)}`) });
  const target = date.slice(0, 7);
  await page.locator('[data-month]').first().waitFor();
  for (let i = 0; i < 24 && (await button.count()) === 0; i++) {
    const shown = await page
      .locator('[data-month]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-month') ?? ''));
    if (shown.length === 0) break;
    const direction = target < shown[0]! ? 'Previous month' : 'Next month';
    await page.getByRole('button', { name: direction }).click();
  }
  return button;
}
