import { Bell } from 'lucide-react';
import { badgeText, useAdminNotifications } from './notifications';
import { useDeferred } from './ui/deferred';

// The list itself (Radix) is a chunk of its own, loaded when first wanted (decision 0136).
const loadMenu = () => import('./notification-menu');
const triggerClassName = 'relative rounded-full p-2 text-forest hover:bg-sand';

/** The bell in the admin header: unread count at a glance, the list on a click. */
export function NotificationBell() {
  const { unread } = useAdminNotifications();
  const menu = useDeferred(loadMenu);
  const triggerLabel = unread ? `Notifications, ${unread} unread` : 'Notifications';
  const trigger = (
    <>
      <Bell aria-hidden className="size-5" />
      {unread ? (
        <span className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white">
          {badgeText(unread)}
        </span>
      ) : null}
    </>
  );
  if (menu.loaded)
    return (
      <menu.loaded.NotificationMenu
        trigger={trigger}
        triggerClassName={triggerClassName}
        triggerLabel={triggerLabel}
      />
    );
  return (
    <button
      type="button"
      className={triggerClassName}
      aria-label={triggerLabel}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={menu.prefetch}
      onFocus={menu.prefetch}
      onClick={menu.open}
    >
      {trigger}
    </button>
  );
}
