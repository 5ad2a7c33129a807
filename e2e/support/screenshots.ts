import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * The folder for the pictures the e2e files take for people to look at (`E2E_SCREENSHOTS=<folder>`);
 * unset, as in CI, no picture is taken: a picture asserts nothing, and rendering and encoding a
 * full page costs the run CPU it needs for the tests (decision 0170).
 */
const folder = process.env.E2E_SCREENSHOTS;
if (folder) mkdirSync(folder, { recursive: true });

/** Whether this run keeps pictures (a file can prepare the view for one, e.g. scroll to it). */
export const screenshotsWanted = Boolean(folder);

/** `<E2E_SCREENSHOTS>/<name>.png` of the page (or the full page) or of one element, when wanted. */
export async function screenshot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  if (!folder) return;
  const file = path.join(folder, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, ...options });
  else await target.screenshot({ path: file });
}
