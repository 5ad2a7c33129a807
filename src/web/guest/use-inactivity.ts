import { useEffect, useRef } from 'react';

/**
 * While `enabled`, the spec's inactivity rule (inactivity-timer.ts) with `onExpire` at 30 minutes.
 * Its code loads once the guest starts, not with the entry page (decision 0150).
 */
export function useInactivity(enabled: boolean, onExpire: () => void) {
  const expire = useRef(onExpire);
  expire.current = onExpire;

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('./inactivity-timer').then(({ watchInactivity }) => {
      if (!stopped) stop = watchInactivity(() => expire.current());
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [enabled]);
}
