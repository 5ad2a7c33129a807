import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of code runs for, across awaits (set by the request-log middleware). The
 * logger's mixin reads it, so every line logged while serving a request carries its `reqId`, from
 * the handler down to a service or repository that never sees the Hono context (decision 0138).
 */
const context = new AsyncLocalStorage<{ requestId: string }>();

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return context.run({ requestId }, work);
}

/** The id of the request being served here, if any (none in jobs and at start-up). */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}
