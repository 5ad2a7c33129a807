import { serve, type ServerType } from '@hono/node-server';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../http/input-guard';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * A 413 on a real socket (Issue 23): the refused body must not be read as the next request of a
 * keep-alive connection. The server answers 413 with `Connection: close` and closes the socket, so a
 * keep-alive client sends its next request on a fresh connection.
 */
let t: TestApp;
let server: ServerType;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await t?.close();
}, 60_000);

const tooBig = JSON.stringify({ note: 'x'.repeat(BODY_LIMITS.json + 10_000) });

function send(
  agent: http.Agent,
  options: { method: string; path: string; body?: string; chunked?: boolean },
): Promise<{ status: number; body: string; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method,
        path: options.path,
        agent,
        headers: {
          'content-type': 'application/json',
          ...(options.body !== undefined && !options.chunked
            ? { 'content-length': Buffer.byteLength(options.body) }
            : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body, connection: res.headers.connection }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (options.body !== undefined) {
      if (options.chunked) {
        // Sent in pieces, without a length: the limit is found while reading.
        const parts = options.body.match(/[\s\S]{1,8192}/g) ?? [];
        for (const part of parts) req.write(part);
      } else req.write(options.body);
    }
    req.end();
  });
}

describe('413 on a keep-alive connection', () => {
  it.each([
    ['with a Content-Length', false],
    ['chunked', true],
  ])(
    '%s: a clear 413, the connection closed, and the next request on the agent answered normally',
    async (_, chunked) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        // A normal request first: the agent now holds one kept-alive socket.
        expect((await send(agent, { method: 'GET', path: '/api/villas' })).status).toBe(200);
        const refused = await send(agent, {
          method: 'POST',
          path: '/api/quote',
          body: tooBig,
          chunked,
        });
        expect(refused.status).toBe(413);
        expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
        expect(refused.connection).toBe('close');
        for (let i = 0; i < 3; i++) {
          const next = await send(agent, { method: 'GET', path: '/api/villas' });
          expect(next.status).toBe(200);
          expect(JSON.parse(next.body)).toBeInstanceOf(Array);
        }
      } finally {
        agent.destroy();
      }
    },
  );

  it('on a raw socket, the server ends the connection after the 413 instead of reading the rest of the body as a request', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (received += d));
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // The rest of the "body" looks like a request of its own (request smuggling, or a confused parser).
    const smuggled = 'GET /api/villas HTTP/1.1\r\nHost: x\r\n\r\n';
    const body = tooBig.slice(0, -2) + smuggled;
    socket.write(
      `POST /api/quote HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n`,
    );
    socket.write(body);
    await Promise.race([ended, new Promise((r) => setTimeout(r, 5000))]);
    expect(socket.destroyed || socket.readableEnded).toBe(true);
    expect(received).toMatch(/^HTTP\/1\.1 413 /);
    expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    socket.destroy();
  });
});
