/**
 * Step 1's API answers, requested by boot.ts beside the application's own download instead of
 * after it has started (decision 0040). boot.ts is inlined into index.html (decision 0162), so the
 * application cannot import its modules: the answers wait on `window.vmEarlyRequests`, where
 * seed-queries.ts takes them. No imports: this module is part of the inlined script.
 */
const EARLY_PATHS = ['/api/site-info', '/api/villas'] as const;
export type EarlyPath = (typeof EARLY_PATHS)[number] | `/api/calendar?${string}`;

declare global {
  interface Window {
    /** The early answers by path, each taken once (seed-queries.ts). */
    vmEarlyRequests?: Map<EarlyPath, Promise<unknown>>;
  }
}

const get = (path: EarlyPath) =>
  fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
    .then((res) => (res.ok ? (res.json() as Promise<unknown>) : undefined))
    .catch(() => undefined);

/**
 * GETs the answers; a failed request resolves to undefined (its query then asks again). With them
 * the calendar's first month as a new visit opens it (every visit starts clean: booking-context.tsx)
 * — all villas, one room, the resort's current month, which the server names in
 * `<meta name="vm-calendar-month">` — so step 1 renders once with its prices instead of again when
 * they come in (decision 0163).
 */
export function startEarlyRequests() {
  const started = new Map<EarlyPath, Promise<unknown>>();
  for (const path of EARLY_PATHS) started.set(path, get(path));
  const month = document.querySelector<HTMLMetaElement>('meta[name="vm-calendar-month"]')?.content;
  if (month) {
    const path = `/api/calendar?month=${encodeURIComponent(month)}&rooms=1` as const;
    started.set(path, get(path));
  }
  window.vmEarlyRequests = started;
}
