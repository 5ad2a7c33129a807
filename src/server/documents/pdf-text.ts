import { readFileSync } from 'node:fs';
import type fontkitModule from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

/**
 * pdf-lib and fontkit take about half a second to load: loaded with the first document, not at the
 * server's start (docs/decisions/0151).
 */
export const loadPdfLib = () => import('pdf-lib');
type Fontkit = typeof fontkitModule;
let fontkit: Fontkit | undefined;

/**
 * Text in any script on a PDF page (Issue 10: names in Hindi, Tamil or Arabic printed as "???").
 *
 * Latin text keeps the standard Helvetica of the document (WinAnsi); every other character is drawn
 * with the first of the shipped Noto fonts (src/server/documents/fonts, SIL OFL 1.1) that has it —
 * Devanagari, Tamil, Arabic, then Noto Sans for the rest (Cyrillic, Greek, Latin accents beyond
 * WinAnsi …). Fonts are embedded (subset) only when a document uses them. fontkit shapes each run
 * (conjuncts, Arabic joining, right-to-left order within a run). Characters no font has become "?".
 * Not handled: the visual order of mixed right-to-left and left-to-right text in one line.
 */
/**
 * @pdf-lib/fontkit's Indic shaper (Devanagari, Tamil …) was compiled with regenerator and calls a
 * global `regeneratorRuntime` (its one generator, StateMachine.match, uses only `next`, `prev` and
 * `stop`). Without it every Hindi or Tamil name throws. This is the minimum that generator needs;
 * a real runtime, if one is loaded, wins.
 */
type RegeneratorContext = { prev: number; next: number | string; done: boolean; stop(): undefined };
function installRegeneratorShim() {
  const g = globalThis as { regeneratorRuntime?: unknown };
  if (g.regeneratorRuntime) return;
  g.regeneratorRuntime = {
    mark: <F>(fn: F) => fn,
    wrap(inner: (ctx: RegeneratorContext) => unknown) {
      const ctx: RegeneratorContext = {
        prev: 0,
        next: 0,
        done: false,
        stop() {
          this.done = true;
          return undefined;
        },
      };
      const iterator = {
        next() {
          if (ctx.done) return { value: undefined, done: true };
          const value = inner(ctx);
          return ctx.done ? { value: undefined, done: true } : { value, done: false };
        },
        return(value?: unknown) {
          ctx.done = true;
          return { value, done: true };
        },
        [Symbol.iterator]() {
          return iterator;
        },
      };
      return iterator;
    },
  };
}

const FALLBACKS = [
  'NotoSansDevanagari-Regular.ttf',
  'NotoSansTamil-Regular.ttf',
  'NotoSansArabic-Regular.ttf',
  'NotoSans-Regular.ttf',
] as const;

type Loaded = { file: string; bytes: Uint8Array; covers(cp: number): boolean };
let loaded: Loaded[] | undefined;

function fallbackFonts(): Loaded[] {
  loaded ??= FALLBACKS.map((file) => {
    const bytes = new Uint8Array(readFileSync(new URL(`./fonts/${file}`, import.meta.url)));
    const font = fontkit!.create(bytes);
    return { file, bytes, covers: (cp: number) => font.hasGlyphForCodePoint(cp) };
  });
  return loaded;
}

/** What the standard fonts cannot draw but has a plain equivalent. */
function plain(s: string): string {
  return s.replace(/₹\s?/g, 'INR ').replace(/[×]/g, 'x').replace(/[–—]/g, '-');
}

type Run = { text: string; font: PDFFont | number };

export type PdfTextOptions = { size: number; font: PDFFont; color?: RGB };

/** One document's text writer: `draw`, `width` and `fit` over mixed-script text. */
export async function createPdfText(doc: PDFDocument) {
  // A CommonJS package: its module object is the default export (what a static import gives).
  fontkit ??= ((await import('@pdf-lib/fontkit')) as unknown as { default: Fontkit }).default;
  installRegeneratorShim();
  doc.registerFontkit(fontkit);
  const embedded = new Map<number, PDFFont>();
  const winAnsi = new Map<PDFFont, Set<number>>();

  const encodable = (font: PDFFont, cp: number) => {
    let set = winAnsi.get(font);
    if (!set) {
      set = new Set(font.getCharacterSet());
      winAnsi.set(font, set);
    }
    return set.has(cp);
  };

  /** Splits into runs of one font; spaces stay with the run they are in (word order of RTL names). */
  function runs(s: string, base: PDFFont): Run[] {
    const out: Run[] = [];
    for (const ch of plain(s)) {
      const cp = ch.codePointAt(0)!;
      const last = out[out.length - 1];
      let font: PDFFont | number;
      if (ch === ' ' && last) font = last.font;
      else if (encodable(base, cp)) font = base;
      else {
        const index = fallbackFonts().findIndex((f) => f.covers(cp));
        if (index === -1) {
          if (last && last.font === base) last.text += '?';
          else out.push({ text: '?', font: base });
          continue;
        }
        font = index;
      }
      if (last && last.font === font) last.text += ch;
      else out.push({ text: ch, font });
    }
    return out;
  }

  async function fontOf(run: Run): Promise<PDFFont> {
    if (typeof run.font !== 'number') return run.font;
    let font = embedded.get(run.font);
    if (!font) {
      font = await doc.embedFont(fallbackFonts()[run.font]!.bytes, { subset: true });
      embedded.set(run.font, font);
    }
    return font;
  }

  async function width(s: string, opts: PdfTextOptions): Promise<number> {
    let total = 0;
    for (const run of runs(s, opts.font))
      total += (await fontOf(run)).widthOfTextAtSize(run.text, opts.size);
    return total;
  }

  return {
    width,
    async draw(page: PDFPage, s: string, x: number, y: number, opts: PdfTextOptions) {
      let at = x;
      for (const run of runs(s, opts.font)) {
        const font = await fontOf(run);
        page.drawText(run.text, { x: at, y, size: opts.size, font, color: opts.color });
        at += font.widthOfTextAtSize(run.text, opts.size);
      }
    },
    /** `s`, cut with "..." until it is at most `maxWidth` wide. */
    async fit(s: string, maxWidth: number, opts: PdfTextOptions): Promise<string> {
      let t = s;
      while ([...t].length > 4 && (await width(t, opts)) > maxWidth)
        t = `${[...t].slice(0, -4).join('')}...`;
      return t;
    },
  };
}
