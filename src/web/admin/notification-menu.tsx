import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAdminNotifications } from './notifications';
import { formatDateTime, useResortTz } from './ui/resort-time';

/** "just now", "5 min ago", "2 h ago", else the resort's date and time. */
function when(iso: string, tz: string): string {
  const minutes = Math.floor((Date.now() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatDateTime(iso, tz);
}

const itemClass =
  'rounded-md px-2 py-1.5 text-sm text-forest outline-none data-[highlighted]:bg-sand data-[disabled]:opacity-50';

/** The notifications list (a lazy chunk: notification-bell.tsx shows a plain button until it is wanted). */
export function NotificationMenu({
  trigger,
  triggerClassName,
  triggerLabel,
}: {
  trigger: ReactNode;
  triggerClassName: string;
  triggerLabel: string;
}) {
  const { items, unread, markRead, markAllRead, clearAll } = useAdminNotifications();
  const supported = typeof window !== 'undefined' && 'Notification' in window;
  const [permission, setPermission] = useState(supported ? Notification.permission : 'denied');
  const navigate = useNavigate();
  const tz = useResortTz();

  return (
    // Not modal: the rest of the page stays readable (and usable) while the list is open.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={triggerClassName} aria-label={triggerLabel}>
        {trigger}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-xl border border-sand bg-white p-2 shadow-xl"
        >
          <DropdownMenu.Label className="px-2 py-1 font-serif text-base text-forest">
            Notifications
          </DropdownMenu.Label>
          <div className="flex flex-wrap gap-1 px-1 pb-2">
            <DropdownMenu.Item
              className={itemClass}
              disabled={!unread}
              onSelect={(e) => {
                e.preventDefault();
                markAllRead();
              }}
            >
              Mark all read
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              disabled={!items.length}
              onSelect={(e) => {
                e.preventDefault();
                clearAll();
              }}
            >
              Clear all
            </DropdownMenu.Item>
            {supported && permission !== 'granted' ? (
              <DropdownMenu.Item
                className={itemClass}
                onSelect={(e) => {
                  e.preventDefault();
                  void Notification.requestPermission().then(setPermission);
                }}
              >
                Enable Notifications
              </DropdownMenu.Item>
            ) : null}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-sand" />
          {items.length === 0 ? (
            <p className="px-2 py-6 text-center text-sm text-muted">No notifications yet</p>
          ) : (
            <div className="max-h-80 overflow-y-auto">
              {items.map((n) => (
                <DropdownMenu.Item
                  key={n.id}
                  className={`${itemClass} flex flex-col items-start`}
                  onSelect={() => {
                    markRead(n.id);
                    void navigate(n.href);
                  }}
                >
                  <span className="flex w-full items-baseline justify-between gap-2">
                    <span className={n.read ? 'font-normal' : 'font-semibold'}>
                      {n.read ? null : <span className="sr-only">Unread: </span>}
                      {n.title}
                    </span>
                    <span className="shrink-0 text-xs text-muted">{when(n.timestamp, tz)}</span>
                  </span>
                  <span className="text-xs text-muted">{n.message}</span>
                </DropdownMenu.Item>
              ))}
            </div>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
