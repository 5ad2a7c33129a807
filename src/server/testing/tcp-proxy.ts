import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL for failover tests: `cut()` drops every connection through it
 * and refuses new ones (the database restarting or failing over, as the app sees it), `restore()`
 * accepts again. Deterministic, and it never touches the shared PostgreSQL server itself.
 */
export type TcpProxy = {
  port: number;
  /** Connections currently passing through. */
  open(): number;
  cut(): void;
  /**
   * Every connection open now stops carrying data but stays open (a server that vanished without a
   * word: no FIN, no RST); new connections pass as usual (the address now leads to a new primary).
   */
  freeze(): void;
  restore(): void;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let up = true;
  const sockets = new Set<net.Socket>();
  const pairs = new Set<[net.Socket, net.Socket]>();
  const server = net.createServer((client) => {
    if (!up) {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    sockets.add(client);
    sockets.add(upstream);
    pairs.add(pair);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
      pairs.delete(pair);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    open: () => sockets.size / 2,
    cut() {
      up = false;
      for (const s of sockets) s.resetAndDestroy();
      sockets.clear();
      pairs.clear();
    },
    restore() {
      up = true;
    },
    freeze() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      pairs.clear(); // frozen for good: close() ends them
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
