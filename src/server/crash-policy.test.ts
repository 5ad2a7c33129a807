import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { installCrashPolicy } from './crash-policy';
import { captureLogs, logger } from './logging/logger';

function setUp() {
  const proc = new EventEmitter();
  const exits: number[] = [];
  const stderr: string[] = [];
  installCrashPolicy(proc as unknown as Parameters<typeof installCrashPolicy>[0], {
    log: logger,
    exit: (code) => exits.push(code),
    stderr: (text) => stderr.push(text),
  });
  return { proc, exits, stderr };
}

describe('the crash policy', () => {
  it.each([
    ['unhandledRejection', new Error('Connection terminated unexpectedly')],
    ['uncaughtException', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'unhandledRejection',
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    ],
  ])('logs a %s of a dropped database connection and keeps serving', (event, err) => {
    const logs = captureLogs('info');
    const { proc, exits } = setUp();
    proc.emit(event, err);
    logs.stop();
    expect(exits).toEqual([]);
    expect(logs.lines.join('')).toContain('dropped database connection: still serving');
  });

  it.each([
    ['unhandledRejection', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['uncaughtException', new Error('something else')],
    ['unhandledRejection', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['unhandledRejection', 'a string'],
  ])('exits with 1 on any other %s, saying why', (event, err) => {
    const logs = captureLogs('info');
    const { proc, exits, stderr } = setUp();
    proc.emit(event, err);
    logs.stop();
    expect(exits).toEqual([1]);
    expect(logs.lines.join('')).toContain('exiting');
    expect(stderr.join('')).toMatch(/Village Machaan booking stopped on an (unhandled|uncaught)/);
  });
});
