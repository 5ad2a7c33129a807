import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Request paths served by the admin side: `/api/admin` and everything under it. */
const ADMIN = '/api/admin';

const isAdminPath = (path: string) =>
  path.startsWith(ADMIN) && (path.length === ADMIN.length || path[ADMIN.length] === '/');

/** The literal start of a route pattern, up to its first parameter, wildcard or option. */
const literalPrefix = (pattern: string) => pattern.slice(0, pattern.search(/[:*?{]|$/));

/**
 * Could the pattern match an admin path? Conservative: yes unless its literal start leaves
 * `/api/admin/` (e.g. `/api/quote`); `*`, `/api/*` and `/api/:x` match both sides.
 */
function reachesAdmin(pattern: string): boolean {
  const literal = literalPrefix(pattern);
  return isAdminPath(literal) || `${ADMIN}/`.startsWith(literal);
}

/** Could the pattern match a path outside the admin? No only when it starts with `/api/admin/`. */
function reachesPublic(pattern: string): boolean {
  return !(literalPrefix(pattern).startsWith(`${ADMIN}/`) || pattern === ADMIN);
}

const smartRouter = <T>() =>
  new SmartRouter<T>({ routers: [new RegExpRouter<T>(), new TrieRouter<T>()] });

export type SplitRouter<T> = Router<T> & {
  /** The router each side settled on (hono's SmartRouter picks one at the first match). */
  activeRouters(): { public: string; admin: string };
};

/**
 * The app's router in two halves (decision 0169): the guest API and the site, whose route set
 * hono's RegExpRouter accepts (one regular expression, or one map look-up for a static path), and
 * the admin API (`/api/admin/*`), whose static siblings of parameters (`/emails/summary` beside
 * `/emails/:id`) only the TrieRouter takes. Each route goes to every side it could match, in the
 * order the app registers it, and a request is matched by its side alone: the handlers and their
 * order are the ones one router over all routes would give. Either side still falls back to the
 * TrieRouter if its routes stop suiting the RegExpRouter; a test checks the guest side does not.
 */
export function splitRouter<T>(): SplitRouter<T> {
  const guest = smartRouter<T>();
  const admin = smartRouter<T>();
  const active = (side: SmartRouter<T>) => {
    try {
      return side.activeRouter.name;
    } catch {
      return 'none yet';
    }
  };
  return {
    name: 'SplitRouter',
    add(method, path, handler) {
      if (reachesPublic(path)) guest.add(method, path, handler);
      if (reachesAdmin(path)) admin.add(method, path, handler);
    },
    match(method, path): Result<T> {
      return isAdminPath(path) ? admin.match(method, path) : guest.match(method, path);
    },
    activeRouters: () => ({ public: active(guest), admin: active(admin) }),
  };
}
