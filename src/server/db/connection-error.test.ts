import { describe, expect, it } from 'vitest';
import { isConnectionError } from './connection-error';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** How drizzle wraps a driver error: "Failed query: …" with the driver's error as `cause`. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1\nparams: ', { cause });

describe('isConnectionError', () => {
  it.each([
    ['ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', withCode('ECONNRESET', 'read ECONNRESET')],
    ['EPIPE', withCode('EPIPE')],
    ['ETIMEDOUT', withCode('ETIMEDOUT')],
    ['EHOSTUNREACH', withCode('EHOSTUNREACH')],
    [
      '57P01 admin_shutdown',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['57P02 crash_shutdown', withCode('57P02')],
    ['57P03 cannot_connect_now', withCode('57P03', 'the database system is starting up')],
    ['53300 too_many_connections', withCode('53300')],
    ['08006 connection_failure', withCode('08006')],
    ['08P01 protocol_violation', withCode('08P01')],
    ['08000', withCode('08000')],
    ['Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
    ['Connection terminated', new Error('Connection terminated')],
    [
      'Connection terminated due to connection timeout',
      new Error('Connection terminated due to connection timeout'),
    ],
    [
      'a client with a connection error',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a closed client', new Error('Client was closed and is not queryable')],
    ['the pool timing out', new Error('timeout exceeded when trying to connect')],
    [
      "pg-boss's worker, which appends the queue",
      new Error('Connection terminated unexpectedly (Queue: email-delivery, Worker: 1f2e)'),
    ],
    ['wrapped by drizzle', wrapped(new Error('Connection terminated unexpectedly'))],
    ['wrapped twice', wrapped(wrapped(withCode('57P01')))],
    [
      'an AggregateError of refused addresses',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
    ],
  ])('%s is a connection error', (_name, err) => {
    expect(isConnectionError(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a serialization failure', withCode('40001')],
    ['a deadlock', withCode('40P01')],
    ['a syntax error', withCode('42601')],
    ['a query cancelled by statement_timeout', withCode('57014')],
    ['a dropped database', withCode('57P04')],
    ['a plain error', new Error('Something else')],
    ['a message merely mentioning a connection', new Error('no Connection terminated here')],
    ['a string', 'Connection terminated'],
    ['undefined', undefined],
    ['a wrapped unique violation', wrapped(withCode('23505'))],
  ])('%s is not', (_name, err) => {
    expect(isConnectionError(err)).toBe(false);
  });

  it('stops on a cause cycle', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isConnectionError(a)).toBe(false);
  });
});
