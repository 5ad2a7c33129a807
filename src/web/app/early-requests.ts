/**
 * Step 1's API answers, requested by boot.ts beside the application's own download instead of
 * after it has started (decision 0040). No imports: this lives in the tiny entry chunk.
 */
const EARLY_PATHS = ['/api/site-info', '/api/villas'] as const;
export type EarlyPath = (typeof EARLY_PATHS)[number];

const started = new Map<EarlyPath, Promise<unknown>>();

/** GETs the answers; a failed request resolves to undefined (its query then asks again). */
export function startEarlyRequests() {
  for (const path of EARLY_PATHS) {
    started.set(
      path,
      fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
        .then((res) => (res.ok ? (res.json() as Promise<unknown>) : undefined))
        .catch(() => undefined),
    );
  }
}

/** The early answer for `path`, once: later reads go to the network as usual. */
export function takeEarlyResponse(path: EarlyPath): Promise<unknown> | undefined {
  const early = started.get(path);
  started.delete(path);
  return early;
}
