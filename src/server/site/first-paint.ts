/**
 * index.html carries a static first paint of the guest entry page: header, step indicator and step
 * 1's title (decision 0040). Only the entry page may show it. Other guest pages (find my booking,
 * a booking, the policy pages) first paint the header alone, and the admin panel, which has a
 * layout of its own, starts blank — so no page flashes the booking wizard before its own view.
 */
export type FirstPaint = 'wizard' | 'header' | 'blank';

export function firstPaintOf(path: string): FirstPaint {
  if (path === '/' || path === '/index.html') return 'wizard';
  if (path === '/admin' || path.startsWith('/admin/')) return 'blank';
  return 'header';
}

// The root ends where the body does (the built page), or before the entry script (the source page).
const ROOT = /<div id="root">[\s\S]*<\/div>(?=\s*(?:<script[^>]*><\/script>\s*)?<\/body>)/;
const MAIN = /(<main id="main"[^>]*>)[\s\S]*?(<\/main>)/;

export function withFirstPaint(indexHtml: string, paint: FirstPaint): string {
  if (paint === 'wizard') return indexHtml;
  if (paint === 'blank') return indexHtml.replace(ROOT, '<div id="root"></div>');
  return indexHtml.replace(MAIN, '$1$2');
}
