import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Mail, Menu, Phone } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { siteInfoQuery } from '../api/site-info';
import { useToast } from '../ui/toast';
import { logout, meQuery, ME_KEY } from './api';
import { NotificationBell } from './notification-bell';
import { useCan } from './permissions';
import { ADMIN_SECTIONS, sectionHref } from './sections';
import { useDeferred } from './ui/deferred';

// The account menu and the narrow screens' drawer (Radix) are chunks of their own (decision 0136).
const loadAccountMenu = () => import('./account-menu');
const loadMobileMenu = () => import('./mobile-menu');
const accountTriggerClass =
  'flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-forest hover:bg-sand';

function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const can = useCan();
  return (
    <nav aria-label="Admin menu" className="flex flex-col gap-1">
      {ADMIN_SECTIONS.filter((s) => can(s.permission)).map((section) => {
        const { label, icon: Icon, load } = section;
        // Fetch the section's code when the pointer or focus reaches its menu item.
        const preload = load ? () => void load().catch(() => undefined) : undefined;
        return (
          <NavLink
            key={section.path}
            to={sectionHref(section)}
            end={section.path === ''}
            onClick={onNavigate}
            onMouseEnter={preload}
            onFocus={preload}
            className={({ isActive }) =>
              `flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors ${
                isActive
                  ? 'bg-white text-forest'
                  : 'text-white/90 hover:bg-white/10 hover:text-white'
              }`
            }
          >
            <Icon aria-hidden className="size-5" />
            {label}
          </NavLink>
        );
      })}
    </nav>
  );
}

/** The resort's own contact (RESORT_PHONE / RESORT_EMAIL): what staff give a guest who asks. */
function ResortContact() {
  const { data: site } = useQuery(siteInfoQuery);
  if (!site) return null;
  const link =
    'flex min-h-6 items-center gap-2 rounded px-1 py-0.5 break-all text-white/90 hover:text-white hover:underline';
  return (
    <section aria-label="Resort contact" className="mt-auto border-t border-white/20 pt-3 text-xs">
      <p className="px-1 pb-1 text-white/75">Resort contact</p>
      <a href={`tel:${site.resortPhone.replace(/[^\d+]/g, '')}`} className={link}>
        <Phone aria-hidden className="size-3.5 shrink-0" />
        {site.resortPhone}
      </a>
      <a href={`mailto:${site.resortEmail}`} className={link}>
        <Mail aria-hidden className="size-3.5 shrink-0" />
        {site.resortEmail}
      </a>
    </section>
  );
}

function Brand() {
  return (
    <Link to="/admin" className="flex items-center gap-2.5 rounded px-1">
      <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
      <span className="leading-tight text-white">
        <span className="block font-serif text-lg">Village Machaan</span>
        <span className="block text-xs text-white/75">Admin Panel</span>
      </span>
    </Link>
  );
}

export function AdminLayout() {
  const { data: me } = useQuery(meQuery);
  const { data: site } = useQuery(siteInfoQuery);
  const [menuOpen, setMenuOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const account = useDeferred(loadAccountMenu);
  const mobile = useDeferred(loadMobileMenu);

  const today = new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: site?.resortTz ?? 'Asia/Kolkata',
  }).format(new Date());

  const signOut = async () => {
    try {
      await logout();
    } catch (err) {
      // 401: the session had already ended on the server; signing out locally is all that is left.
      if (!(err instanceof ApiError && err.status === 401)) {
        toast({
          type: 'error',
          title: 'Logout Failed',
          message: err instanceof ApiError ? err.message : undefined,
        });
        return;
      }
    }
    queryClient.removeQueries({ queryKey: ['admin'] });
    queryClient.setQueryData(ME_KEY, null);
    void navigate('/admin/login', { replace: true });
  };

  const name = me?.name ?? '';
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  const accountTrigger = (
    <>
      <span
        aria-hidden
        className="flex size-8 items-center justify-center rounded-full bg-moss text-sm font-semibold text-white"
      >
        {initials || '?'}
      </span>
      <span className="sr-only">Account menu for </span>
      <span className="sr-only text-sm font-medium md:not-sr-only md:max-w-40 md:truncate">
        {name}
      </span>
      <ChevronDown aria-hidden className="size-4" />
    </>
  );

  return (
    <div className="flex min-h-dvh bg-cream print:bg-white">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <div className="hidden w-60 shrink-0 bg-forest lg:block print:hidden">
        <aside className="sticky top-0 flex h-dvh flex-col gap-6 p-4">
          <Brand />
          <SideMenu />
          <ResortContact />
        </aside>
      </div>

      {mobile.loaded ? (
        <mobile.loaded.MobileMenu open={menuOpen} onOpenChange={setMenuOpen} brand={<Brand />}>
          <SideMenu onNavigate={() => setMenuOpen(false)} />
          <ResortContact />
        </mobile.loaded.MobileMenu>
      ) : null}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex print:hidden items-center gap-3 border-b border-sand bg-white/95 px-4 py-3 backdrop-blur sm:px-6">
          <button
            type="button"
            className="rounded-lg p-2 text-forest hover:bg-sand lg:hidden"
            aria-label="Open menu"
            onPointerEnter={mobile.prefetch}
            onFocus={mobile.prefetch}
            onClick={() => {
              setMenuOpen(true);
              mobile.open();
            }}
          >
            <Menu aria-hidden className="size-5" />
          </button>
          <div className="min-w-0 flex-1">
            <p className="truncate font-serif text-lg text-forest">Welcome back, {name}</p>
            <p className="truncate text-xs text-muted">{today}</p>
          </div>
          <NotificationBell />
          {account.loaded ? (
            <account.loaded.AccountMenu
              trigger={accountTrigger}
              triggerClassName={accountTriggerClass}
              email={me?.email}
              onSettings={() => void navigate('/admin/settings')}
              onSignOut={() => void signOut()}
            />
          ) : (
            <button
              type="button"
              className={accountTriggerClass}
              aria-haspopup="menu"
              aria-expanded={false}
              onPointerEnter={account.prefetch}
              onFocus={account.prefetch}
              onClick={account.open}
            >
              {accountTrigger}
            </button>
          )}
        </header>
        <main
          id="admin-main"
          className="mx-auto w-full max-w-7xl flex-1 p-4 sm:p-6 print:max-w-none print:p-0"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
