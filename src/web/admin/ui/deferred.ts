import { useCallback, useState } from 'react';

/**
 * A piece of the admin layout whose code (Radix menus and dialogs, ~25 KB) is a chunk of its own,
 * so no screen waits for it at start (decision 0136). Until it is wanted a plain element with the
 * same look stands in: `prefetch` (pointer over it, focus on it) downloads the chunk, `open` (a
 * click, Enter or Space) downloads it if need be and then shows the real one, opened.
 */
export function useDeferred<M>(load: () => Promise<M>) {
  const [loaded, setLoaded] = useState<M | null>(null);
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  const open = useCallback(
    () =>
      void load()
        .then((module) => setLoaded(() => module))
        .catch(() => undefined),
    [load],
  );
  return { loaded, prefetch, open };
}
