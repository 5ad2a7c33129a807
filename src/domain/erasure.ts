/**
 * Which words of a guest erasure replaces, and with what (docs/decisions/0118). Pure: the server
 * finds the rows, this decides what becomes of each string in them.
 *
 * - Distinctive words (their e-mail addresses, phone numbers, and typed requests of 16 characters
 *   or more) are replaced wherever they appear: nobody else's data contains them by chance.
 * - Names, name parts and short requests are replaced only in rows that are the guest's own (their
 *   bookings' rows, events and copies): another guest may share a name.
 */
export type NeedleInput = {
  names: (string | null | undefined)[];
  emails: (string | null | undefined)[];
  phones: (string | null | undefined)[];
  texts: (string | null | undefined)[];
  replacements: { name: string; email: string; other: string };
};

type Rule = { pattern: RegExp; replacement: string; distinctive: boolean };

export type Needles = {
  rules: Rule[];
  /** A PostgreSQL regular expression (case-insensitive, `~*`) matching any distinctive word as stored in text or JSON. */
  distinctivePattern: string | null;
};

/** Shortest typed request replaced everywhere (shorter ones, like "none", only in the guest's rows). */
const DISTINCTIVE_TEXT_LENGTH = 16;
/** Fewest digits a phone number needs to be looked for (shorter would match amounts and dates). */
const MIN_PHONE_DIGITS = 7;

/** Escapes the characters that are syntax in both JavaScript and PostgreSQL regular expressions. */
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const htmlEscape = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const present = (values: (string | null | undefined)[]) => [
  ...new Set(values.map((v) => (v ?? '').trim()).filter((v) => v.length > 0)),
];

/** Phone digits with any of the usual separators between them: "98765 43210", "+91-98765-43210". */
const phoneSource = (digits: string) => digits.split('').join('[ ().-]{0,3}');

export function buildNeedles(input: NeedleInput): Needles {
  const { replacements } = input;
  const rules: Rule[] = [];
  const distinctiveSources: string[] = [];
  // Longest first: a request may contain a name or an address.
  for (const text of present(input.texts).sort((a, b) => b.length - a.length)) {
    const distinctive = text.length >= DISTINCTIVE_TEXT_LENGTH;
    const forms = present([text, htmlEscape(text)]);
    for (const form of forms)
      rules.push({
        pattern: new RegExp(escapeRegex(form), 'giu'),
        replacement: replacements.other,
        distinctive,
      });
    if (distinctive)
      distinctiveSources.push(
        ...present([...forms, JSON.stringify(text).slice(1, -1)]).map(escapeRegex),
      );
  }
  for (const email of present(input.emails.map((e) => e?.toLowerCase())).filter((e) =>
    e.includes('@'),
  )) {
    rules.push({
      pattern: new RegExp(escapeRegex(email), 'giu'),
      replacement: replacements.email,
      distinctive: true,
    });
    distinctiveSources.push(escapeRegex(email));
  }
  const digitRuns = present(input.phones.map((p) => p?.replace(/\D/g, ''))).filter(
    (d) => d.length >= MIN_PHONE_DIGITS,
  );
  for (const digits of digitRuns.sort((a, b) => b.length - a.length)) {
    rules.push({
      pattern: new RegExp(phoneSource(digits), 'gu'),
      replacement: replacements.other,
      distinctive: true,
    });
    distinctiveSources.push(phoneSource(digits));
  }
  const names = present(input.names);
  const parts = present(names.flatMap((n) => n.split(/\s+/))).filter(
    (p) => p.length >= 3 && !names.includes(p),
  );
  for (const name of [...names.sort((a, b) => b.length - a.length), ...parts])
    rules.push({
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegex(name)}(?![\\p{L}\\p{N}])`, 'giu'),
      replacement: replacements.name,
      distinctive: false,
    });
  return {
    rules,
    distinctivePattern: distinctiveSources.length ? distinctiveSources.join('|') : null,
  };
}

/** One string with the guest's words replaced (`own`: the row is the guest's, names go too). */
export function scrubText(text: string, needles: Needles, own: boolean): string {
  let out = text;
  for (const rule of needles.rules)
    if (own || rule.distinctive) out = out.replace(rule.pattern, rule.replacement);
  return out;
}

/** A stored value (text, or parsed JSON) with every string in it scrubbed. */
export function scrubValue(value: unknown, needles: Needles, own: boolean): unknown {
  if (typeof value === 'string') return scrubText(value, needles, own);
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, needles, own));
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, scrubValue(v, needles, own)]),
    );
  return value;
}
