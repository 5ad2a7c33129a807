import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The built front end's index.html in `dir`, or undefined when the front end is not built. */
export function readBuiltPage(dir: string): string | undefined {
  const file = path.join(dir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources (`'sha256-…'`) that allow the page's inline scripts and nothing else: the build
 * inlines boot.ts's script into index.html (decision 0162), and `script-src 'self'` alone would
 * block it. A hash allows only that exact text.
 */
export function inlineScriptSources(html: string | undefined): string[] {
  if (!html) return [];
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1] ?? '')
    .filter((code) => code.trim())
    .map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}
