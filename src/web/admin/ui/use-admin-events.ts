import { useEffect, useRef, useSyncExternalStore } from 'react';
import { eventStreamReopenDelayMs } from '../../../domain/retry-backoff';
import type { AdminEvent } from '../../../server/events/event-types';

/**
 * Live admin events (`GET /api/admin/events`, server-sent events fed by LISTEN/NOTIFY). One
 * EventSource per tab, shared by every subscriber and closed when the last one leaves. The browser
 * reconnects by itself with Last-Event-ID, so nothing is missed or repeated. While the stream is
 * not open (`useAdminEventsLive()` is false) pages fall back to polling every 30 s.
 *
 * The browser gives up for good when a reconnection is answered with anything but a stream (a 503
 * while the database restarts, decision 0115): then this opens a new EventSource after 5 s, 10 s,
 * 20 s, then every 30 s, until one stays open.
 */

type Handler = (event: AdminEvent) => void;

const handlers = new Set<Handler>();
const statusListeners = new Set<() => void>();
let source: EventSource | null = null;
let live = false;
let reopenTimer: ReturnType<typeof setTimeout> | undefined;
let failedReopenings = 0;

function setLive(next: boolean) {
  if (live === next) return;
  live = next;
  for (const l of statusListeners) l();
}

function open() {
  if (source || typeof EventSource === 'undefined') return;
  const es = new EventSource('/api/admin/events', { withCredentials: true });
  source = es;
  es.onopen = () => {
    failedReopenings = 0;
    setLive(true);
  };
  // CONNECTING while the browser retries, CLOSED when it gave up (e.g. 503, 401): either way, poll.
  es.onerror = () => {
    setLive(es.readyState === EventSource.OPEN);
    if (es.readyState !== EventSource.CLOSED || source !== es) return;
    source = null;
    reopenTimer = setTimeout(() => {
      reopenTimer = undefined;
      if (handlers.size > 0) open();
    }, eventStreamReopenDelayMs(failedReopenings++));
  };
  es.addEventListener('admin-event', (message: MessageEvent<string>) => {
    let event: AdminEvent;
    try {
      event = JSON.parse(message.data) as AdminEvent;
    } catch {
      return; // A malformed message is ignored; the poll still catches up.
    }
    for (const h of [...handlers]) h(event);
  });
}

function close() {
  if (reopenTimer) clearTimeout(reopenTimer);
  reopenTimer = undefined;
  failedReopenings = 0;
  source?.close();
  source = null;
  setLive(false);
}

/** Calls `onEvent` for every live admin event; `onEvent` may change between renders. */
export function useAdminEvents(onEvent: Handler) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    const h: Handler = (e) => handler.current(e);
    handlers.add(h);
    open();
    return () => {
      handlers.delete(h);
      if (handlers.size === 0) close();
    };
  }, []);
}

/** True while the event stream is open; false means "poll". */
export function useAdminEventsLive(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      statusListeners.add(onChange);
      return () => statusListeners.delete(onChange);
    },
    () => live,
    () => false,
  );
}

/** The fallback poll interval when the stream is down (the spec's 30 s). */
export const EVENTS_POLL_MS = 30_000;
