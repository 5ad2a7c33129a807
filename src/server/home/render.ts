import { mapLink, type HomeTexts } from '../../domain/home-page';
import { formatInr } from '../../domain/money';
import { pictureHtml, type SitePicture } from '../images/picture-service';

/**
 * The home page's sections below the booking wizard, as static HTML the server writes into
 * index.html (decision 0129): no JavaScript of its own, every text from the database or the
 * resort's configuration. A section with nothing to show is left out. The markup is built here with
 * every value escaped; the classes are Tailwind's (styles.css has `@source '../server/home'`).
 */
export type HomeView = {
  resortName: string;
  texts: HomeTexts;
  villas: {
    id: string;
    name: string;
    description: string;
    basePrice: number;
    maxGuests: number;
    picture: SitePicture | undefined;
  }[];
  gallery: { alt: string; caption: string; picture: SitePicture }[];
  faq: { question: string; answer: string }[];
  reviews: { author: string; rating: number; body: string; stayedIn: string }[];
  contact: { phone: string; email: string; address: string };
};

export function renderHomeSections(v: HomeView): string {
  const sections = [
    story(v),
    villas(v),
    gallery(v),
    gettingHere(v),
    faq(v),
    reviews(v),
    contact(v),
  ].filter(Boolean);
  if (sections.length === 0) return '';
  return `<div class="home border-t border-sand bg-white/40">${jumpNav(v)}${sections.join('')}</div>`;
}

const SECTION = 'mx-auto max-w-6xl scroll-mt-4 px-4 py-10';
const H2 = 'font-serif text-2xl text-forest sm:text-3xl';
const BOOK_LINK =
  'inline-block rounded-md bg-forest px-4 py-2.5 font-medium text-white hover:bg-moss focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber';

const OUTLINE_LINK =
  'inline-block rounded-md border border-forest/40 bg-white px-4 py-2.5 font-medium text-forest hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber';

function jumpNav(v: HomeView) {
  const links: [string, string][] = [];
  if (v.texts.story) links.push(['about', 'The resort']);
  if (v.villas.length) links.push(['villas', 'Villas']);
  if (v.gallery.length) links.push(['gallery', 'Gallery']);
  if (hasLocation(v.texts)) links.push(['getting-here', 'Getting here']);
  if (v.faq.length) links.push(['faq', 'FAQ']);
  if (v.reviews.length) links.push(['reviews', 'Reviews']);
  links.push(['contact', 'Contact']);
  return `<nav aria-label="About ${attr(v.resortName)}" class="mx-auto max-w-6xl px-4 pt-6"><ul class="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">${links
    .map(
      ([id, label]) =>
        `<li><a class="text-forest underline underline-offset-4" href="#${id}">${esc(label)}</a></li>`,
    )
    .join('')}</ul></nav>`;
}

function story(v: HomeView) {
  const { storyTitle, story: body, tagline } = v.texts;
  if (!body) return '';
  return `<section id="about" class="${SECTION}" aria-labelledby="about-title"><h2 id="about-title" class="${H2}">${esc(storyTitle || v.resortName)}</h2>${
    tagline ? `<p class="mt-1 text-lg text-bark">${esc(tagline)}</p>` : ''
  }<div class="mt-4 max-w-3xl space-y-3 leading-relaxed">${paragraphs(body)}</div></section>`;
}

function villas(v: HomeView) {
  if (v.villas.length === 0) return '';
  const cards = v.villas
    .map(
      (villa) =>
        `<li class="flex flex-col overflow-hidden rounded-lg border border-sand bg-white">${
          villa.picture
            ? pictureHtml(villa.picture, {
                alt: villa.name,
                sizes: '(min-width: 1024px) 368px, (min-width: 640px) 50vw, 100vw',
                className: 'aspect-[8/5] w-full bg-sand object-cover',
              })
            : ''
        }<div class="flex flex-1 flex-col gap-2 p-4"><h3 class="font-serif text-xl text-forest">${esc(villa.name)}</h3><p class="text-sm text-muted">From <strong class="text-ink">${esc(formatInr(villa.basePrice))}</strong> a night · up to ${villa.maxGuests} guests</p><p class="flex-1 text-sm leading-relaxed">${esc(villa.description)}</p><a class="mt-2 self-start font-medium text-forest underline underline-offset-4" href="#main">Check dates for ${esc(villa.name)}</a></div></li>`,
    )
    .join('');
  return `<section id="villas" class="${SECTION}" aria-labelledby="villas-title"><h2 id="villas-title" class="${H2}">Our villas</h2><ul class="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">${cards}</ul><p class="mt-6"><a class="${BOOK_LINK}" href="#main">Book your stay</a></p></section>`;
}

function gallery(v: HomeView) {
  if (v.gallery.length === 0) return '';
  const items = v.gallery
    .map(
      (g) =>
        `<li><figure>${pictureHtml(g.picture, {
          alt: g.alt,
          sizes: '(min-width: 1024px) 368px, 50vw',
          className: 'aspect-[8/5] w-full rounded-lg bg-sand object-cover',
        })}${g.caption ? `<figcaption class="mt-1.5 text-sm text-muted">${esc(g.caption)}</figcaption>` : ''}</figure></li>`,
    )
    .join('');
  return `<section id="gallery" class="${SECTION}" aria-labelledby="gallery-title"><h2 id="gallery-title" class="${H2}">Gallery</h2><ul class="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">${items}</ul></section>`;
}

function hasLocation(t: HomeTexts) {
  return Boolean(
    t.locationIntro || t.railwayStation || t.airport || t.reserveGate || t.latitude !== null,
  );
}

function gettingHere(v: HomeView) {
  const t = v.texts;
  if (!hasLocation(t)) return '';
  const rows: [string, string][] = [];
  if (t.railwayStation) rows.push(['Nearest railway station', t.railwayStation]);
  if (t.airport) rows.push(['Nearest airport', t.airport]);
  if (t.reserveGate) rows.push(['Tiger reserve gate', t.reserveGate]);
  const map =
    t.latitude !== null && t.longitude !== null
      ? `<p class="mt-5"><a class="${BOOK_LINK}" href="${attr(mapLink({ latitude: t.latitude, longitude: t.longitude }))}" target="_blank" rel="noopener">Open in Maps<span class="sr-only"> (opens your map app)</span></a></p>`
      : '';
  return `<section id="getting-here" class="${SECTION}" aria-labelledby="getting-here-title"><h2 id="getting-here-title" class="${H2}">Getting here</h2>${
    t.locationIntro
      ? `<div class="mt-4 max-w-3xl space-y-3 leading-relaxed">${paragraphs(t.locationIntro)}</div>`
      : ''
  }${
    rows.length
      ? `<dl class="mt-5 grid gap-4 sm:grid-cols-3">${rows
          .map(
            ([k, val]) =>
              `<div class="rounded-lg border border-sand bg-white p-4"><dt class="text-sm font-semibold text-bark">${esc(k)}</dt><dd class="mt-1">${esc(val)}</dd></div>`,
          )
          .join('')}</dl>`
      : ''
  }${map}</section>`;
}

function faq(v: HomeView) {
  if (v.faq.length === 0) return '';
  const items = v.faq
    .map(
      (f) =>
        `<details class="rounded-lg border border-sand bg-white px-4 py-3"><summary class="cursor-pointer font-medium text-forest">${esc(f.question)}</summary><div class="mt-2 space-y-2 leading-relaxed">${paragraphs(f.answer)}</div></details>`,
    )
    .join('');
  return `<section id="faq" class="${SECTION}" aria-labelledby="faq-title"><h2 id="faq-title" class="${H2}">Questions guests ask</h2><div class="mt-5 max-w-3xl space-y-3">${items}</div></section>`;
}

function reviews(v: HomeView) {
  if (v.reviews.length === 0) return '';
  const items = v.reviews
    .map(
      (r) =>
        `<li class="rounded-lg border border-sand bg-white p-4"><figure><p class="text-amber" aria-hidden="true">${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}</p><p class="sr-only">Rated ${r.rating} out of 5</p><blockquote class="mt-2 leading-relaxed">${paragraphs(r.body)}</blockquote><figcaption class="mt-2 text-sm text-muted">${esc(r.author)}${r.stayedIn ? ` · stayed in ${esc(r.stayedIn)}` : ''}</figcaption></figure></li>`,
    )
    .join('');
  return `<section id="reviews" class="${SECTION}" aria-labelledby="reviews-title"><h2 id="reviews-title" class="${H2}">What guests say</h2><ul class="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">${items}</ul></section>`;
}

function contact(v: HomeView) {
  const c = v.contact;
  const tel = c.phone.replace(/[^+\d]/g, '');
  return `<section id="contact" class="${SECTION}" aria-labelledby="contact-title"><h2 id="contact-title" class="${H2}">Contact us</h2><address class="mt-4 space-y-1 not-italic">${
    c.address ? `<p>${esc(c.address)}</p>` : ''
  }</address><p class="mt-4 flex flex-wrap gap-3"><a class="${BOOK_LINK}" href="#main">Book your stay</a><a class="${OUTLINE_LINK}" href="tel:${attr(tel)}">Call ${esc(c.phone)}</a><a class="${OUTLINE_LINK}" href="mailto:${attr(c.email)}">E-mail us</a></p></section>`;
}

/** Blank lines separate paragraphs; single line breaks are kept. */
function paragraphs(text: string) {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (s: string) => esc(s).replace(/"/g, '&quot;').replace(/'/g, '&#39;');
