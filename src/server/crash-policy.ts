import { isConnectionError } from './db/connection-error';
import { errorForLog, logger, type Logger } from './logging/logger';

type ProcessLike = {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): unknown;
  on(event: 'uncaughtException', listener: (err: Error) => void): unknown;
};

/**
 * What the process does with an error nobody handled (docs/decisions/0115-database-blips.md):
 *
 * - one that says the database went away (isConnectionError) is logged and the process keeps
 *   serving: the pool, the LISTEN connection and the job runner reconnect on their own, and a
 *   request that met it has already answered 503;
 * - anything else is a bug whose effect on the process's state nobody knows: logged as fatal and
 *   the process exits (1), as Node would, so the supervisor starts a clean one.
 */
export function installCrashPolicy(
  proc: ProcessLike = process,
  deps: { log?: Logger; exit?: (code: number) => void; stderr?: (text: string) => void } = {},
) {
  const log = deps.log ?? logger;
  const exit = deps.exit ?? ((code: number) => process.exit(code));
  const stderr = deps.stderr ?? ((text: string) => process.stderr.write(text));
  const handle = (err: unknown, kind: string) => {
    if (isConnectionError(err)) {
      log.error(
        { reason: err instanceof Error ? err.message : String(err) },
        `${kind} from a dropped database connection: still serving`,
      );
      return;
    }
    log.fatal({ err: errorForLog(err) }, `${kind}: exiting`);
    stderr(`Village Machaan booking stopped on an ${kind}: ${errorForLog(err).message}\n`);
    exit(1);
  };
  proc.on('unhandledRejection', (reason) => handle(reason, 'unhandled rejection'));
  proc.on('uncaughtException', (err) => handle(err, 'uncaught exception'));
}
