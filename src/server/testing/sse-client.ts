import type { AdminEvent } from '../events/event-types';

/** A minimal Server-Sent Events reader over fetch that keeps the `admin-event` messages. */
export function openAdminEventStream(url: string, cookie: string) {
  const controller = new AbortController();
  const received: { event: AdminEvent; at: number }[] = [];
  const ready = fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  }).then((res) => {
    if (res.status !== 200) throw new Error(`SSE stream answered ${res.status}`);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const data = frame
              .split('\n')
              .filter((l) => l.startsWith('data: '))
              .map((l) => l.slice(6))
              .join('\n');
            if (frame.includes('event: admin-event') && data)
              received.push({ event: JSON.parse(data) as AdminEvent, at: Date.now() });
          }
        }
      } catch {
        // aborted
      }
    })();
  });
  return {
    ready,
    received,
    close: () => controller.abort(),
    /** Waits (up to `ms`) for an event matching `match`; undefined when none came. */
    async waitFor(match: (e: AdminEvent) => boolean, ms: number) {
      const deadline = Date.now() + ms;
      for (;;) {
        const hit = received.find((r) => match(r.event));
        if (hit || Date.now() > deadline) return hit;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
  };
}
