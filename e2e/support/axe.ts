import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** WCAG 2.1 A/AA violations on the current page (rule id and how many nodes): `[]` when clean. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A list refreshing is dimmed on purpose (aria-busy): check the page once it has settled.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
    timeout: 10_000,
  });
  // A toast fading in reads as low contrast: let finite animations end first (not spinners).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Once per document: a page the test keeps across client-side navigation already has it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    type Axe = {
      run(ctx: unknown, opts: object): Promise<{ violations: { id: string; nodes: unknown[] }[] }>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(
      // Toasts in their fade-out are on their way out of the page.
      { exclude: [['[data-toast-type].opacity-0']] },
      // Only violations are read: the passing and inapplicable rules' nodes are not collected.
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      },
    );
    // The rule, how many nodes, and the first node's selector (to find it when a run fails).
    return result.violations.map(
      (v) =>
        `${v.id} (${v.nodes.length}) ${String((v.nodes[0] as { target?: unknown }).target ?? '')}`,
    );
  });
}
