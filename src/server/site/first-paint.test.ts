import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstPaintOf, withFirstPaint, type FirstPaint } from './first-paint';

const indexHtml = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');

describe('the static first paint each page gets', () => {
  it.each<[string, FirstPaint]>([
    ['/', 'wizard'],
    ['/index.html', 'wizard'],
    ['/booking', 'header'],
    ['/booking/VM-20261204-AB12', 'header'],
    ['/terms', 'header'],
    ['/cancellation-policy', 'header'],
    ['/admin', 'blank'],
    ['/admin/bookings', 'blank'],
    ['/administrator', 'header'],
  ])('%s → %s', (path, paint) => {
    expect(firstPaintOf(path)).toBe(paint);
  });

  it('keeps the wizard only on the entry page', () => {
    expect(withFirstPaint(indexHtml, 'wizard')).toBe(indexHtml);

    const header = withFirstPaint(indexHtml, 'header');
    expect(header).toContain('Find my booking');
    expect(header).toContain('<main id="main" class="flex-1"></main>');
    expect(header).not.toContain('Select your dates');
    expect(header).not.toContain('Booking progress');
    expect(header).toContain('</body>');

    const blank = withFirstPaint(indexHtml, 'blank');
    expect(blank).toContain('<div id="root"></div>');
    expect(blank).not.toContain('Village Machaan</span>');
    expect(blank).toContain('<script type="module"');
  });

  it("gives the admin's pages the admin's stylesheet in place of the guest's inlined one", () => {
    // As the build writes it: the guest's stylesheet inlined, the admin's named in a meta tag.
    const built = indexHtml
      .replace('<title>', '<meta name="vm-admin-style" content="/assets/admin-x1.css">\n<title>')
      .replace('</head>', '<style>.guest{color:red}</style></head>');
    const admin = withFirstPaint(built, 'blank');
    expect(admin).toContain('<link rel="stylesheet" href="/assets/admin-x1.css">');
    expect(admin).not.toContain('<style>');
    for (const paint of ['wizard', 'header'] as const) {
      expect(withFirstPaint(built, paint)).toContain('<style>.guest{color:red}</style>');
      expect(withFirstPaint(built, paint)).not.toContain('rel="stylesheet"');
    }
  });
});
