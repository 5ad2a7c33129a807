import type { APIRequestContext, APIResponse } from 'playwright-core';
import type { RunningServer } from '../../src/server/bootstrap';
import { checkedAgainstContract } from '../../src/server/testing/contract-check';
import { typedClient, type TestApi } from '../../src/server/testing/typed-client';

/*
 * How an end-to-end test calls the API of its site (decision 0165): the server tests' typed client
 * (src/server/testing/typed-client.ts, decision 0157) over HTTP instead of `app.request`. Every
 * answer is checked against its route's contract (contract-check.ts) with the site's own app, as
 * `t.request` checks it in a server test, so a test reads an answer only as the contract types it.
 */

type Site = Pick<RunningServer, 'url' | 'app'>;

/** `t.request`'s twin for a running site: `(method, '/api/…', body, headers)` → a checked Response. */
type SiteRequest = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Response>;

/**
 * Requests to `site`, through Node's fetch (a fresh client: no cookies) or, with `via`, through a
 * browser context's request API (`page.request`: that context's cookies, a signed-in member of staff).
 */
function siteRequest(site: Site, via?: APIRequestContext): SiteRequest {
  return async (method, path, body, headers = {}) => {
    const url = `${site.url}${path}`;
    const sentHeaders =
      body === undefined ? headers : { 'content-type': 'application/json', ...headers };
    const sentBody =
      body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    const res = via
      ? await asResponse(await via.fetch(url, { method, headers: sentHeaders, data: sentBody }))
      : await fetch(url, { method, headers: sentHeaders, body: sentBody });
    return checkedAgainstContract(site.app, method, path, res);
  };
}

/**
 * One client of the site over Node's fetch, `request` and the typed client `api` sending the same
 * `headers` (a guest's own address: `asNewGuest()`), in the shape the server tests' fixtures take
 * (`createBookingOk`, `payWithTestGateway` in src/server/testing/booking-helpers.ts).
 */
export function siteClient(
  site: Site,
  headers: Record<string, string> = {},
): { request: SiteRequest; api: TestApi } {
  const send = siteRequest(site);
  const request: SiteRequest = (method, path, body, more = {}) =>
    send(method, path, body, { ...headers, ...more });
  return { request, api: typedClient(request) };
}

/** The typed client over Node's fetch: `siteApi(e2e.site)('POST /bookings', { json, header })`. */
export function siteApi(site: Site, headers: Record<string, string> = {}): TestApi {
  return siteClient(site, headers).api;
}

/**
 * The typed client as a browser context (a `page` or its `context`: its cookies, the guest's
 * session or the member of staff signed in there), sending the site's Origin as its pages do.
 */
export function browserApi(browser: { request: APIRequestContext }, site: Site): TestApi {
  return typedClient(siteRequest(site, browser.request), { origin: site.url });
}

/** A Playwright answer as a web Response (statuses without a body keep none). */
async function asResponse(answer: APIResponse): Promise<Response> {
  const status = answer.status();
  const body = [101, 204, 205, 304].includes(status) ? null : new Uint8Array(await answer.body());
  return new Response(body, {
    status,
    headers: answer.headersArray().map(({ name, value }): [string, string] => [name, value]),
  });
}
