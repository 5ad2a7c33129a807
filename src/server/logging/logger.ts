import pino, { type Logger } from 'pino';
import { pgErrorCode } from '../db/pg-error-code';
import { logLevelFromEnv } from '../env';
import { currentRequestId } from './request-context';

export type { Logger };

/**
 * The server's one logger: JSON lines on stdout (pino). Every line logged while a request is served
 * carries its `reqId` (the mixin reads the request context the request-log middleware sets), so a
 * service logs with this logger and its lines still say which request they belong to.
 *
 * Never log personal data (names, e-mails, phones, addresses) or SQL parameters: log ids, codes,
 * counts and route patterns. `errorForLog` strips the parameters drizzle puts in its messages.
 */
/**
 * Lines go to stdout asynchronously and in batches: the server never blocks on a write, and a busy
 * one makes a few writes a second instead of one per request, which cost more CPU than the rest of
 * a small API request (decision 0134). The lines of a batch are kept in a list and joined once when
 * it goes out (decision 0160: sonic-boom's own batching appends each line to the pending text and
 * measures all of it again, a copy of up to the whole batch per line), after at most FLUSH_MS or
 * when BATCH_CHARS are pending; pino's sonic-boom then writes the batch. `flushLogs()` writes at
 * once (the "running on" line); lines pending when the process exits (process.exit included) are
 * written synchronously. A `kill -9` can lose the last FLUSH_MS of lines.
 */
const FLUSH_MS = 250;
const BATCH_CHARS = 12 * 1024;
let stdout: ReturnType<typeof pino.destination> | undefined;
let pending: string[] = [];
let pendingChars = 0;
let batchTimer: ReturnType<typeof setTimeout> | undefined;

function stdoutStream() {
  if (!stdout) {
    stdout = pino.destination({ dest: 1, sync: false });
    process.on('exit', () => {
      writePending();
      try {
        stdout?.flushSync();
      } catch {
        // Nothing more can be done for the lines while exiting.
      }
    });
  }
  return stdout;
}

/** The pending batch to sonic-boom as one text. */
function writePending(): void {
  if (batchTimer) clearTimeout(batchTimer);
  batchTimer = undefined;
  if (pending.length === 0) return;
  const batch = pending.join('');
  pending = [];
  pendingChars = 0;
  stdoutStream().write(batch);
}

/** Writes the pending log lines now (without waiting for the next batch). */
export function flushLogs(): void {
  writePending();
  stdout?.flush();
}

/** Tests may listen to the log lines (captureLogs); otherwise they go to stdout. */
const listeners = new Set<(line: string) => void>();
const destination = {
  write(line: string) {
    if (listeners.size > 0) {
      for (const listen of listeners) listen(line);
      return;
    }
    pending.push(line);
    pendingChars += line.length;
    if (pendingChars >= BATCH_CHARS) writePending();
    else batchTimer ??= setTimeout(writePending, FLUSH_MS).unref();
  },
};

const SERVICE = 'village-machaan';

export const logger: Logger = pino(
  {
    level: logLevelFromEnv(),
    base: { service: SERVICE },
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        '*.password',
        '*.email',
        '*.phone',
        '*.token',
      ],
      censor: '[redacted]',
    },
  },
  destination,
);

/** What the request line says besides its level, time, service and reqId (request-log.ts). */
export type RequestLine = { method: string; route: string; status: number; ms: number };

const LEVEL_INFO = pino.levels.values.info!;
const LEVEL_WARN = pino.levels.values.warn!;

/**
 * The one line per request, at info (warn for a 5xx): the same JSON line `logger.info(line,
 * 'request')` writes (level, time, service, reqId, the fields, msg "request"), through the same
 * destination and level, but put together here. Its fields are known and hold no personal data, so
 * pino's serialisation, mixin and redaction (≈ 11 µs a line, the most of any single step of a small
 * API request after the database; decision 0153) are not needed for it.
 */
export function logRequest(reqId: string, line: RequestLine): void {
  const level = line.status >= 500 ? LEVEL_WARN : LEVEL_INFO;
  if (level < logger.levelVal) return;
  destination.write(
    `{"level":${level},"time":${Date.now()},"service":"${SERVICE}","reqId":${JSON.stringify(reqId)},"method":${JSON.stringify(line.method)},"route":${JSON.stringify(line.route)},"status":${line.status},"ms":${line.ms},"msg":"request"}\n`,
  );
}

/**
 * For tests: collects every log line (JSON text) at `level` and above until `stop()`, instead of
 * writing them to stdout. Lets a test prove what is (and is not) logged.
 */
export function captureLogs(level: Logger['level'] = 'trace'): { lines: string[]; stop(): void } {
  const lines: string[] = [];
  const previous = logger.level;
  const listen = (line: string) => lines.push(line);
  logger.level = level;
  listeners.add(listen);
  return {
    lines,
    stop() {
      listeners.delete(listen);
      logger.level = previous;
    },
  };
}

type ErrorLike = {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  cause?: unknown;
};

/** Drizzle's "Failed query: … params: …" carries the bound values (guest data): keep only the SQL. */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at === -1 ? message : `${message.slice(0, at)} [params omitted]`;
}

/** A thrown value as a loggable object: name, message without SQL parameters, database code, stack. */
export function errorForLog(err: unknown): Record<string, unknown> {
  if (!err || typeof err !== 'object') return { message: String(err) };
  const e = err as ErrorLike;
  const out: Record<string, unknown> = {
    name: e.name,
    message: withoutParams(String(e.message ?? '')),
  };
  const code = pgErrorCode(err);
  if (code) out.code = code;
  // The stack repeats the message (with any parameters) before its first "    at" line.
  if (typeof e.stack === 'string')
    out.stack = e.stack.slice(Math.max(0, e.stack.indexOf('\n    at '))).trimStart();
  return out;
}
