const WARN_AFTER_MS = 25 * 60_000;
const EXPIRE_AFTER_MS = 30 * 60_000;
const WARNING_TEXT =
  'Your booking session will expire in 5 minutes due to inactivity. Press OK to continue.';
const EXPIRED_TEXT = 'Your booking session has expired due to inactivity. Please start over.';

const ACTIVITY_EVENTS = [
  'mousedown',
  'mousemove',
  'keypress',
  'keydown',
  'scroll',
  'touchstart',
] as const;

/**
 * The spec's inactivity rule: a confirm prompt at 25 minutes (OK continues), an alert and `onExpire`
 * at 30. Mouse down, mouse move, key press, scroll and touch start restart both timers. Returns the
 * function that stops watching. Loaded once the guest starts (use-inactivity.ts).
 */
export function watchInactivity(onExpire: () => void): () => void {
  let warnTimer: ReturnType<typeof setTimeout>;
  let expireTimer: ReturnType<typeof setTimeout>;
  const start = () => {
    clearTimeout(warnTimer);
    clearTimeout(expireTimer);
    warnTimer = setTimeout(() => {
      // OK continues: it counts as activity. Cancel lets the session run out.
      if (window.confirm(WARNING_TEXT)) start();
    }, WARN_AFTER_MS);
    expireTimer = setTimeout(() => {
      window.alert(EXPIRED_TEXT);
      onExpire();
    }, EXPIRE_AFTER_MS);
  };
  start();
  const options = { passive: true, capture: true } as const;
  for (const name of ACTIVITY_EVENTS) window.addEventListener(name, start, options);
  return () => {
    clearTimeout(warnTimer);
    clearTimeout(expireTimer);
    for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, start, options);
  };
}
