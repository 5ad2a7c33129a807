import { formatInr as inr } from '../../domain/money';
import { STAY_LIMITS } from '../../domain/stay-rules';

/**
 * What search engines and link previews (WhatsApp, X, Facebook) read about the resort: the head
 * tags of the guest page, the schema.org JSON-LD, robots.txt and sitemap.xml. Everything comes from
 * the database (villas) and configuration (name, address, contacts, geo); nothing here is a fact
 * about the resort written into code. See docs/decisions/0105-seo-from-data.md.
 */
type SeoVilla = {
  id: string;
  name: string;
  description: string;
  basePrice: number;
  maxGuests: number;
  amenities: string[];
  images: string[];
};

export type SeoFacts = {
  /** Absolute origin the site is reached at, without a trailing slash. */
  baseUrl: string;
  resortName: string;
  resortAddress: string;
  resortPhone: string;
  resortEmail: string;
  geo: { latitude: number; longitude: number } | undefined;
  /** Active villas, cheapest first. */
  villas: SeoVilla[];
};

/** Only the booking page itself is meant for search results; admin, booking links and the rest are not. */
const INDEXABLE_PATHS = ['/'] as const;

export const isIndexablePath = (path: string) =>
  (INDEXABLE_PATHS as readonly string[]).includes(path);

function pageTitle(resortName: string) {
  return `${resortName} — Forest villas by the tiger reserve`;
}

function pageDescription(f: Pick<SeoFacts, 'resortName' | 'villas'>) {
  const from = cheapest(f.villas);
  const price = from ? ` Villas from ${inr(from.basePrice)} a night.` : '';
  return `Book a forest villa at ${f.resortName}, beside the tiger reserve: choose your dates, villa, meals and safari.${price}`;
}

/** Where a preview image of a villa is served as a 1200×630 JPEG (villa pictures may be SVG or WebP). */
const ogImagePath = (villaId: string) => `/og/${villaId}.jpg`;

function hotelJsonLd(f: SeoFacts) {
  const prices = f.villas.map((v) => v.basePrice);
  const amenities = [...new Set(f.villas.flatMap((v) => v.amenities))];
  const images = f.villas.flatMap((v) => v.images.map((src) => absolute(f.baseUrl, src)));
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: f.resortName,
    description: pageDescription(f),
    url: `${f.baseUrl}/`,
    telephone: f.resortPhone,
    email: f.resortEmail,
    address: { '@type': 'PostalAddress', streetAddress: f.resortAddress, addressCountry: 'IN' },
    ...(f.geo
      ? { geo: { '@type': 'GeoCoordinates', latitude: f.geo.latitude, longitude: f.geo.longitude } }
      : {}),
    checkinTime: STAY_LIMITS.checkInTime,
    checkoutTime: STAY_LIMITS.checkOutTime,
    currenciesAccepted: 'INR',
    ...(prices.length > 0
      ? { priceRange: `${inr(Math.min(...prices))} – ${inr(Math.max(...prices))} per night` }
      : {}),
    ...(images.length > 0 ? { image: images } : {}),
    amenityFeature: amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
    makesOffer: f.villas.map((v) => ({
      '@type': 'Offer',
      name: v.name,
      url: `${f.baseUrl}/?villa=${encodeURIComponent(v.id)}`,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: v.basePrice,
        priceCurrency: 'INR',
        unitText: 'night',
        description: 'From',
      },
      itemOffered: {
        '@type': 'HotelRoom',
        name: v.name,
        description: v.description,
        occupancy: { '@type': 'QuantitativeValue', maxValue: v.maxGuests },
        amenityFeature: v.amenities.map((name) => ({
          '@type': 'LocationFeatureSpecification',
          name,
          value: true,
        })),
      },
    })),
  };
}

/** Open Graph, Twitter card, canonical link and JSON-LD for the guest page's head. */
function seoHeadTags(f: SeoFacts): string {
  const title = pageTitle(f.resortName);
  const description = pageDescription(f);
  const preview = cheapest(f.villas);
  const meta = (attr: 'property' | 'name', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeAttr(`${f.baseUrl}/`)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', f.resortName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', `${f.baseUrl}/`),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', preview ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
  ];
  if (preview) {
    const image = `${f.baseUrl}${ogImagePath(preview.id)}`;
    tags.push(
      meta('property', 'og:image', image),
      meta('property', 'og:image:type', 'image/jpeg'),
      meta('property', 'og:image:width', '1200'),
      meta('property', 'og:image:height', '630'),
      meta('property', 'og:image:alt', preview.name),
      meta('name', 'twitter:image', image),
    );
  }
  tags.push(`<script type="application/ld+json">${jsonForScript(hotelJsonLd(f))}</script>`);
  return tags.join('');
}

/**
 * The built index.html with this page's head: title and description from configuration, the
 * preview and structured-data tags on the indexable page, `noindex` everywhere else.
 */
export function renderIndexHtml(indexHtml: string, f: SeoFacts, indexable: boolean): string {
  const head = indexable ? seoHeadTags(f) : '<meta name="robots" content="noindex, nofollow" />';
  // Replacer functions: a `$&` or `$'` in a villa's text (staff write them) is not a pattern.
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(pageTitle(f.resortName))}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeAttr(pageDescription(f))}" />`,
    )
    .replace('</head>', () => `${head}</head>`);
}

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /$',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /booking',
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export function sitemapXml(baseUrl: string, lastModified: string): string {
  const urls = INDEXABLE_PATHS.map(
    (p) =>
      `<url><loc>${escapeText(`${baseUrl}${p}`)}</loc><lastmod>${lastModified}</lastmod><changefreq>weekly</changefreq></url>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

function cheapest(villas: SeoVilla[]): SeoVilla | undefined {
  return [...villas].sort((a, b) => a.basePrice - b.basePrice)[0];
}

const absolute = (baseUrl: string, src: string) =>
  /^https?:\/\//.test(src) ? src : `${baseUrl}${src}`;

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** JSON inside <script>: `<` escaped so a value can never close the element. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
