import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminEvents, useAdminEventsLive } from './use-admin-events';

/** A stand-in for the browser's EventSource: the test decides when it opens, drops or gives up. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.();
  }
  /** The browser retrying by itself (a dropped stream) or giving up for good (a 503, a 401). */
  fail(giveUp: boolean) {
    this.readyState = giveUp ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.onerror?.();
  }
}

const streams = () => FakeEventSource.instances;
const latest = () => streams()[streams().length - 1]!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the admin live-events stream', () => {
  it('opens again with backoff after the browser gave up on it (a 503 while the database restarts), and is live once one opens', () => {
    const events = renderHook(() => useAdminEvents(() => undefined));
    const live = renderHook(() => useAdminEventsLive());
    expect(streams()).toHaveLength(1);
    act(() => latest().open());
    expect(live.result.current).toBe(true);

    // A dropped stream the browser retries by itself: nothing to do but poll meanwhile.
    act(() => latest().fail(false));
    expect(live.result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(streams()).toHaveLength(1);

    // The browser gave up (its reconnection was answered 503): a new stream after 5 s …
    act(() => latest().fail(true));
    act(() => {
      vi.advanceTimersByTime(4_999);
    });
    expect(streams()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(streams()).toHaveLength(2);
    // … then 10 s after that one is refused too …
    act(() => latest().fail(true));
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(streams()).toHaveLength(2);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(streams()).toHaveLength(3);
    // … and once the database is back, it is live again and the backoff starts over.
    act(() => latest().open());
    expect(live.result.current).toBe(true);
    act(() => latest().fail(true));
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(streams()).toHaveLength(4);

    events.unmount();
    live.unmount();
    expect(latest().closed).toBe(true);
  });

  it('does not come back once the last subscriber left', () => {
    const events = renderHook(() => useAdminEvents(() => undefined));
    act(() => latest().fail(true));
    events.unmount();
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(streams()).toHaveLength(1);
  });
});
