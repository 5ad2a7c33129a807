import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OTA for tests: serves .ics bodies staff "pasted" as feed URLs, and the ways a real channel
 * fails (slow, huge, HTTP errors, HTML, redirects). Each path's answer can be changed mid-test.
 */
type FeedAnswer =
  | { ics: string }
  | { status: number; body?: string }
  | { redirect: string }
  | { slowMs: number }
  | { bytes: number };

export type FeedServer = {
  url: (path: string) => string;
  port: number;
  set(path: string, answer: FeedAnswer): void;
  close(): Promise<void>;
};

export const sample = (name: 'airbnb' | 'booking-com') =>
  readFileSync(new URL(`./ical-samples/${name}.ics`, import.meta.url), 'utf8');

/** An .ics of the given all-day events (the shape Airbnb exports). */
export function icsOf(events: { uid: string; from: string; to: string; summary?: string }[]) {
  const d = (s: string) => s.replace(/-/g, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    ...events.flatMap((e) => [
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${d(e.to)}`,
      `DTSTART;VALUE=DATE:${d(e.from)}`,
      `UID:${e.uid}`,
      `SUMMARY:${e.summary ?? 'Reserved'}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

export async function startFeedServer(): Promise<FeedServer> {
  const answers = new Map<string, FeedAnswer>();
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const a = answers.get(req.url ?? '') ?? { status: 404, body: 'Not found' };
    if ('ics' in a) {
      res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(a.ics);
    } else if ('redirect' in a) {
      res.writeHead(302, { location: a.redirect }).end();
    } else if ('slowMs' in a) {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.write('BEGIN:VCALENDAR\r\n');
      const t = setTimeout(() => res.end('END:VCALENDAR\r\n'), a.slowMs);
      timers.add(t);
    } else if ('bytes' in a) {
      // No content-length: the limit must hold while reading, not only on the header.
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const line = `${'X-PAD:'.padEnd(70, 'x')}\r\n`;
      res.write('BEGIN:VCALENDAR\r\n');
      let sent = 0;
      const chunk = line.repeat(1000);
      const pump = () => {
        while (sent < a.bytes) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('END:VCALENDAR\r\n');
      };
      res.on('error', () => undefined);
      pump();
    } else {
      res.writeHead(a.status, { 'content-type': 'text/html' }).end(a.body ?? '');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    set: (path, answer) => void answers.set(path, answer),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
