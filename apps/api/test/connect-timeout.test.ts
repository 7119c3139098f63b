// A PostgreSQL server that takes the connection and never answers (a network cut, a stalled
// failover, a proxy with no backend behind it): a statement fails after the connect timeout as
// "the database is unavailable" (503 E_UNAVAILABLE for a request), instead of waiting for good.
// Needs no PostgreSQL: the silent server is a TCP socket of the test's own.
import { createServer, type Server, type Socket } from 'node:net';
import { sql as q } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/driver-errors';
import { failureOf, within } from './harness';

describe('a database server that never answers', () => {
  let server: Server;
  const sockets = new Set<Socket>();
  let url = '';

  beforeAll(async () => {
    server = createServer((socket) => {
      // Reads the startup message and says nothing back.
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.resume();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    url = `postgres://postgres@127.0.0.1:${address.port}/silent`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('fails a statement and a transaction after the connect timeout, as unavailable', async () => {
    const database = await openDatabase({ url, connectTimeoutMs: 300 });
    try {
      const plain = await within(failureOf(database.executeSql('select 1')), 5_000);
      expect(isDatabaseUnavailable(plain), String(plain)).toBe(true);
      const inTransaction = await within(
        failureOf(database.db.transaction((tx) => tx.execute(q`select 1`))),
        5_000,
      );
      expect(isDatabaseUnavailable(inTransaction), String(inTransaction)).toBe(true);
    } finally {
      await within(failureOf(database.close()), 2_000);
    }
  });
});
