import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Admin notifications (local only). The live feeds of later issues call `add`. */
export type AdminNotificationType =
  'booking' | 'payment' | 'cancellation' | 'checkin' | 'checkout' | 'safari_enquiry' | 'system';
export type AdminNotification = {
  id: string;
  type: AdminNotificationType;
  title: string;
  message: string;
  timestamp: number;
  read: boolean;
  data?: unknown;
};

export const NOTIFICATION_LIMIT = 50;
/** Items older than an hour count as read. */
export const READ_AFTER_MS = 60 * 60 * 1000;

type Ctx = {
  items: AdminNotification[];
  unread: number;
  add(n: Omit<AdminNotification, 'id' | 'timestamp' | 'read'>): void;
  markRead(id: string): void;
  markAllRead(): void;
  clearAll(): void;
};

const NotificationsContext = createContext<Ctx | null>(null);

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<AdminNotification[]>([]);
  const add = useCallback<Ctx['add']>((n) => {
    setItems((list) =>
      [{ ...n, id: crypto.randomUUID(), timestamp: Date.now(), read: false }, ...list].slice(
        0,
        NOTIFICATION_LIMIT,
      ),
    );
  }, []);
  const markRead = useCallback(
    (id: string) => setItems((list) => list.map((n) => (n.id === id ? { ...n, read: true } : n))),
    [],
  );
  const markAllRead = useCallback(
    () => setItems((list) => list.map((n) => ({ ...n, read: true }))),
    [],
  );
  const clearAll = useCallback(() => setItems([]), []);
  const value = useMemo<Ctx>(() => {
    const now = Date.now();
    const unread = items.filter((n) => !n.read && now - n.timestamp < READ_AFTER_MS).length;
    return { items, unread, add, markRead, markAllRead, clearAll };
  }, [items, add, markRead, markAllRead, clearAll]);
  return <NotificationsContext.Provider value={value}>{children}</NotificationsContext.Provider>;
}

export function useAdminNotifications(): Ctx {
  const ctx = useContext(NotificationsContext);
  if (!ctx) throw new Error('useAdminNotifications must be used inside <NotificationsProvider>');
  return ctx;
}

/** Badge text: the count, or 99+ above 99. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));
