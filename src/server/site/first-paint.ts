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
  if (paint === 'blank')
    return withAdminStylesheet(indexHtml.replace(ROOT, '<div id="root"></div>'));
  return indexHtml.replace(MAIN, '$1$2');
}

const ADMIN_STYLE = /<meta name="vm-admin-style" content="([^"]+)"\s*\/?>/;
const INLINE_STYLE = /<style>[\s\S]*?<\/style>/;

/**
 * The built page inlines the guest site's stylesheet, which lacks the admin panel's classes; the
 * build names the admin's own stylesheet (every class) in `<meta name="vm-admin-style">`, and the
 * admin's pages link it in place of the inlined one (decision 0152). The source page (the dev
 * server) has neither: each application imports its stylesheet there.
 */
function withAdminStylesheet(html: string): string {
  const hrefs = ADMIN_STYLE.exec(html)?.[1]?.split(' ');
  if (!hrefs) return html;
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return html.replace(INLINE_STYLE, () => links);
}
