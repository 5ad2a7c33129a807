import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../testing/blip-harness';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy';
import { createTestDatabase, testDatabaseMode, type TestDatabase } from '../testing/test-database';
import { openPostgres, type Database } from './client';

/**
 * The LISTEN connection of live events notices a server that vanished without a word (a failover
 * that moved the address: no FIN, no RST) through its probe, and listens again on a new connection
 * (decision 0115). The proxy freezes the open connection; new ones reach the database as usual.
 */
describe.runIf(testDatabaseMode() === 'postgres')('the LISTEN connection’s probe', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let listener: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.url!);
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const viaProxy = new URL(direct.toString());
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    listener = await openPostgres(viaProxy.toString(), 1, {
      listenProbe: { everyMs: 300, timeoutMs: 700 },
    });
  });
  afterAll(async () => {
    await listener?.close();
    await proxy?.close();
    await database?.drop();
  });

  const notify = (payload: string) =>
    database.db.execute(sql`select pg_notify('vm_probe_test', ${payload})`);

  it('reopens a connection that stopped answering and hears notifications again', async () => {
    const payloads: (string | undefined)[] = [];
    const states: boolean[] = [];
    const stop = await listener.listen(
      'vm_probe_test',
      (p) => payloads.push(p),
      (up) => states.push(up),
    );
    try {
      await notify('before');
      await waitUntil('the first notification', async () => payloads.includes('before'), 3000);

      proxy.freeze();
      await notify('while frozen'); // sent to the vanished connection: lost, as on a real failover
      await waitUntil(
        'the connection is taken for dead and reopened',
        async () => states.join() === 'true,false,true',
        8000,
      );
      // Reopened: subscribers are woken to catch up from the table (a payload-less call) …
      expect(payloads).toContain(undefined);
      expect(payloads).not.toContain('while frozen');
      // … and new notifications arrive on the new connection.
      await notify('after');
      await waitUntil(
        'a notification after the reopening',
        async () => payloads.includes('after'),
        3000,
      );
    } finally {
      await stop();
    }
  });

  it('stops without waiting for a server that no longer answers (a shutdown during a failover)', async () => {
    const stop = await listener.listen(
      'vm_probe_test',
      () => undefined,
      () => undefined,
    );
    proxy.freeze();
    const started = Date.now();
    await stop();
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
