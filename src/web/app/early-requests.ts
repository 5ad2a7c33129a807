/**
 * Step 1's API answers, requested by boot.ts beside the application's own download instead of
 * after it has started (decision 0040). boot.ts is inlined into index.html (decision 0162), so the
 * application cannot import its modules: the answers wait on `window.vmEarlyRequests`, where
 * seed-queries.ts takes them. No imports: this module is part of the inlined script.
 */
const EARLY_PATHS = ['/api/site-info', '/api/villas'] as const;
export type EarlyPath = (typeof EARLY_PATHS)[number];

declare global {
  interface Window {
    /** The early answers by path, each taken once (seed-queries.ts). */
    vmEarlyRequests?: Map<EarlyPath, Promise<unknown>>;
  }
}

/** GETs the answers; a failed request resolves to undefined (its query then asks again). */
export function startEarlyRequests() {
  const started = new Map<EarlyPath, Promise<unknown>>();
  for (const path of EARLY_PATHS) {
    started.set(
      path,
      fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
        .then((res) => (res.ok ? (res.json() as Promise<unknown>) : undefined))
        .catch(() => undefined),
    );
  }
  window.vmEarlyRequests = started;
}
