import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './built-page';

const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('inlineScriptSources', () => {
  it.each([
    ['no page (the front end not built)', undefined, []],
    ['a page without scripts', '<title>x</title>', []],
    ['a linked script only', '<script type="module" src="/assets/a.js"></script>', []],
    ['an empty inline script', '<script type="module">  </script>', []],
    ['one inline module', '<script type="module">start()</script>', [sha('start()')]],
    [
      'an inline script beside a linked one',
      '<script src="/a.js"></script><script>a();\nb()</script>',
      [sha('a();\nb()')],
    ],
    ['two inline scripts', '<script>a()</script><script>b()</script>', [sha('a()'), sha('b()')]],
  ] as const)('%s', (_, html, sources) => {
    expect(inlineScriptSources(html)).toEqual(sources);
  });
});
