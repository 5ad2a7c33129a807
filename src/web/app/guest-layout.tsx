import { LEGAL_PAGE_IDS, LEGAL_PAGES } from '../../domain/legal-pages';
import { Mail, Phone } from '../ui/icons';
import type { ReactNode } from 'react';
import { siteInfoQuery } from '../api/site-info';
import { useEntryQuery } from './entry-queries';

export function GuestLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

const selectClass =
  'rounded-md border border-white/30 bg-forest py-1 pr-7 pl-2 text-sm text-white focus-visible:outline-amber';

function SiteHeader() {
  return (
    <header className="bg-forest text-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <a href="/" className="flex items-center gap-2.5 rounded">
          <img src="/images/logo.svg" alt="" width={40} height={40} className="size-10" />
          <span className="leading-tight">
            <span className="block font-serif text-xl tracking-wide">Village Machaan</span>
            <span className="block text-xs text-white/80">Forest villas by the tiger reserve</span>
          </span>
        </a>
        <div className="flex flex-wrap items-center gap-3">
          <a
            href="/booking"
            className="rounded text-sm font-medium text-white underline-offset-4 hover:underline"
          >
            Find my booking
          </a>
          <label className="flex items-center gap-1.5 text-sm">
            <span className="sr-only sm:not-sr-only">Language</span>
            <select className={selectClass} defaultValue="en" aria-label="Language">
              <option value="en">English</option>
            </select>
          </label>
          <label className="flex items-center gap-1.5 text-sm">
            <span className="sr-only sm:not-sr-only">Currency</span>
            <select className={selectClass} defaultValue="INR" aria-label="Currency">
              <option value="INR">₹ INR</option>
            </select>
          </label>
        </div>
      </div>
    </header>
  );
}

function SiteFooter() {
  const { data } = useEntryQuery(siteInfoQuery);
  return (
    <footer className="mt-12 border-t border-sand bg-sand/60 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-muted sm:flex-row sm:items-center sm:justify-between">
        <p>
          <span className="font-serif text-base text-forest">Village Machaan</span> · Forest villas
          by the tiger reserve ·{' '}
          <a href="/booking" className="font-medium text-forest underline underline-offset-4">
            Find my booking
          </a>
        </p>
        <nav aria-label="Policies" className="flex flex-wrap gap-x-4 gap-y-1">
          {LEGAL_PAGE_IDS.map((id) => (
            <a key={id} href={LEGAL_PAGES[id].path} className="hover:text-forest hover:underline">
              {LEGAL_PAGES[id].title}
            </a>
          ))}
        </nav>
        {data ? (
          <address className="flex flex-col gap-1 not-italic sm:flex-row sm:gap-5">
            <a
              href={`tel:${data.resortPhone.replace(/\s+/g, '')}`}
              className="flex items-center gap-1.5 hover:text-forest"
            >
              <Phone aria-hidden className="size-4" /> {data.resortPhone}
            </a>
            <a
              href={`mailto:${data.resortEmail}`}
              className="flex items-center gap-1.5 hover:text-forest"
            >
              <Mail aria-hidden className="size-4" /> {data.resortEmail}
            </a>
          </address>
        ) : null}
      </div>
    </footer>
  );
}
