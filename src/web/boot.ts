// The page's entry script (decision 0040), inlined into index.html by the build with the
// stylesheet it imports (decision 0162): the page requests nothing before its first paint. Once the
// browser has painted index.html's static first view, it starts the application (main.tsx) and step
// 1's data requests: neither the download nor the start of ~90 KB of JavaScript stands in front of
// the first paint.
import { startEarlyRequests } from './app/early-requests';
import './styles.css';

const isAdmin = location.pathname === '/admin' || location.pathname.startsWith('/admin/');

/**
 * Starts an application: the guest site (main.tsx, meta `vm-app`) or the admin panel
 * (admin-main.tsx, meta `vm-admin`; decision 0136). The build names each one's chunk and the chunks
 * it imports (vite.config.ts). A script element, unlike import(), holds the window's load event
 * until the application has run.
 */
function start(meta: 'vm-app' | 'vm-admin') {
  if (import.meta.env.DEV) {
    // The Vite dev server: no build, no meta tags. A plain import() of a path (not a module the
    // build follows: main.tsx and admin-main.tsx are entries of their own in vite.config.ts) keeps
    // Vite's preload helper, ≈ 1 KB, out of this script (decision 0143). The build drops this
    // branch: its script is inlined into index.html, where an import would resolve against the
    // page's address (decision 0162).
    void import(/* @vite-ignore */ meta === 'vm-admin' ? '/admin-main.tsx' : '/main.tsx');
    return;
  }
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${meta}"]`)?.content.split(' ');
  if (!files) return;
  const [main, ...imports] = files;
  for (const href of imports)
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href }),
    );
  document.head.append(
    Object.assign(document.createElement('script'), { type: 'module', src: main }),
  );
}

function startGuestPage() {
  if (location.pathname === '/' || location.pathname === '/index.html') startEarlyRequests();
  start('vm-app');
}

/** Runs `then` once index.html's static view has been painted (at once if it already has). */
function afterFirstPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  const painted = (entries: PerformanceEntryList) =>
    entries.some((e) => e.name === 'first-contentful-paint');
  if (document.visibilityState === 'hidden' || painted(performance.getEntriesByType('paint')))
    return once();
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint' });
  }
  // rAF runs just before the next frame is painted; a task queued from it runs after that paint.
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, 1000); // a tab that never paints still starts
}

if (isAdmin) start('vm-admin');
else afterFirstPaint(startGuestPage);
