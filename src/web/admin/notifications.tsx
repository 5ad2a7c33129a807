import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { NotificationList } from '../../server/events/admin-contract';
import type { AdminEvent } from '../../server/events/event-types';
import { fetchNotifications, markNotifications } from './notifications-api';
import { describeEvent, type NotificationText } from './notification-text';
import { EVENTS_POLL_MS, useAdminEvents, useAdminEventsLive } from './ui/use-admin-events';

/**
 * The bell: the server's list for the signed-in staff member (newest 50, read state kept per staff
 * member by Mark all read / Clear all), refreshed by the live event stream and polled every 30 s
 * when the stream is down. A new event also refreshes the dashboard and the open lists, and shows
 * a browser notification when permitted and the tab is hidden.
 */
type AdminNotification = Pick<NotificationList['items'][number], 'id' | 'read'> &
  NotificationText & { timestamp: string };

const NOTIFICATION_LIMIT = 50;

const NOTIFICATIONS_KEY = ['admin', 'notifications'] as const;

const notificationsQuery = (live: boolean) =>
  queryOptions({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) => fetchNotifications(signal),
    refetchInterval: live ? false : EVENTS_POLL_MS,
    retry: false,
  });

/**
 * What each kind of event refreshes (prefixes of the sections' query keys). The dashboard's
 * figures and recent lists, the booking list and details, the safari queue, the outbox.
 */
function keysFor(event: AdminEvent): (readonly string[])[] {
  const t = event.data.type;
  const keys: (readonly string[])[] = [
    ['admin', 'dashboard'],
    ['admin', 'emails'],
  ];
  if (t.startsWith('booking.') || t.startsWith('payment.'))
    keys.push(['admin', 'bookings'], ['admin', 'occupancy'], ['admin', 'guests']);
  if (t.startsWith('safari_enquiry.') || t === 'booking.created')
    keys.push(['admin', 'safari-enquiries']);
  if (t.startsWith('channel.')) keys.push(['admin', 'channels'], ['admin', 'villas']);
  return keys;
}

/** Items staff clicked (read one by one), kept in this browser; Mark all read is kept on the server. */
const CLICKED_KEY = 'vm-admin-notifications-clicked';
function loadClicked(): Set<number> {
  try {
    const raw = localStorage.getItem(CLICKED_KEY);
    return new Set(raw ? (JSON.parse(raw) as number[]) : []);
  } catch {
    return new Set();
  }
}

type Ctx = {
  items: AdminNotification[];
  unread: number;
  markRead(id: number): void;
  markAllRead(): void;
  clearAll(): void;
};

const NotificationsContext = createContext<Ctx | null>(null);

function showBrowserNotification(event: AdminEvent) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (document.visibilityState !== 'hidden') return;
  const text = describeEvent(event.data);
  try {
    const n = new Notification(text.title, {
      body: text.message,
      tag: `vm-admin-${event.id}`,
      icon: '/images/logo.svg',
    });
    n.onclick = () => {
      window.focus();
      window.location.assign(text.href);
    };
  } catch {
    // Some browsers only allow notifications from a service worker; the bell still shows it.
  }
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const live = useAdminEventsLive();
  const queryClient = useQueryClient();
  const { data } = useQuery(notificationsQuery(live));
  const [clicked, setClicked] = useState(loadClicked);

  useAdminEvents((event) => {
    for (const queryKey of keysFor(event)) void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
    showBrowserNotification(event);
  });

  const post = useCallback(
    async (how: 'read-all' | 'clear') => {
      const upTo = queryClient.getQueryData<NotificationList>(NOTIFICATIONS_KEY)?.latestId;
      const body = await markNotifications(how, upTo);
      queryClient.setQueryData(NOTIFICATIONS_KEY, body);
    },
    [queryClient],
  );

  const markRead = useCallback((id: number) => {
    setClicked((prev) => {
      const next = new Set(prev).add(id);
      const kept = [...next].sort((a, b) => b - a).slice(0, NOTIFICATION_LIMIT);
      try {
        localStorage.setItem(CLICKED_KEY, JSON.stringify(kept));
      } catch {
        // Private mode: kept for this page only.
      }
      return new Set(kept);
    });
  }, []);
  const markAllRead = useCallback(() => void post('read-all'), [post]);
  const clearAll = useCallback(() => void post('clear'), [post]);

  const value = useMemo<Ctx>(() => {
    const items: AdminNotification[] = (data?.items ?? []).map((e) => {
      const text = describeEvent(e.data);
      return { id: e.id, ...text, timestamp: e.createdAt, read: e.read || clicked.has(e.id) };
    });
    const clickedUnread = (data?.items ?? []).filter((e) => !e.read && clicked.has(e.id)).length;
    const unread = Math.max(0, (data?.unreadCount ?? 0) - clickedUnread);
    return { items, unread, markRead, markAllRead, clearAll };
  }, [data, clicked, markRead, markAllRead, clearAll]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useAdminNotifications(): Ctx {
  const ctx = useContext(NotificationsContext);
  if (!ctx) throw new Error('useAdminNotifications must be used inside <NotificationsProvider>');
  return ctx;
}

/** Badge text: the count, or 99+ above 99. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
