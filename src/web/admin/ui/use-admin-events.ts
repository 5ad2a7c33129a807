import { useEffect, useRef } from 'react';
import type { AdminEvent } from '../../../server/events/admin-routes';

/**
 * Live admin events (`GET /api/admin/events`, server-sent events fed by LISTEN/NOTIFY). The
 * browser reconnects by itself with Last-Event-ID, so nothing is missed or repeated. Pages pair it
 * with a slow poll (the fallback when the stream is down). `onEvent` may change between renders.
 */
export function useAdminEvents(onEvent: (event: AdminEvent) => void) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/admin/events', { withCredentials: true });
    const listener = (message: MessageEvent<string>) => {
      try {
        handler.current(JSON.parse(message.data) as AdminEvent);
      } catch {
        // A malformed message is ignored; the poll still catches up.
      }
    };
    source.addEventListener('admin-event', listener);
    return () => {
      source.removeEventListener('admin-event', listener);
      source.close();
    };
  }, []);
}
