import type { Config } from '../env';
import type { Db } from '../db/client';
import { renderHomeSections } from './render';
import { loadHomeView } from './view';

/**
 * index.html with the home page's sections as `<template id="home-sections">` before `</body>`:
 * inert until the guest app puts a copy below the wizard (src/web/guest/home/home-sections.tsx).
 */
export async function homeTemplate(
  indexHtml: string,
  deps: { db: Db; config: Config; staticDir: string | undefined },
): Promise<string> {
  const html = renderHomeSections(await loadHomeView(deps.db, deps.config, deps.staticDir));
  if (!html) return indexHtml;
  // A function, so a `$` in a staff text is never read as a replacement pattern.
  return indexHtml.replace(
    '</body>',
    () => `<template id="home-sections">${html}</template></body>`,
  );
}
