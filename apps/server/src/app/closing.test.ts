// A stopping process (SIGTERM, an upgrade's restart) serves a request that still reaches it on a
// connection nginx kept open, and has nginx close that connection, instead of refusing it with 503:
// nginx does not pass a refused POST on to the other process (decision 063).
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../test/support/database';
import { buildApp } from '../app';

/** Resolves once `ready()` holds, checked after every turn of the event loop. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((turn) => setImmediate(turn));
}

describe('a closing app', () => {
  it('serves a POST arriving on a connection kept open through the close, then closes it', async () => {
    const { db, config, driver } = await getTestDatabase();
    const app = await buildApp({ config, db, driver });
    let release = () => {};
    let entered = false;
    const held = new Promise<void>((resolve) => (release = resolve));
    app.get('/api/test-in-flight', async () => {
      entered = true;
      await held;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // A request in flight when the close begins keeps its connection open (as nginx's would be)...
    socket.write('GET /api/test-in-flight HTTP/1.1\r\nHost: portal\r\n\r\n');
    await until(() => entered);
    const closed = app.close();
    await until(() => !app.server.listening);
    release();
    await until(() => received.includes('{"done":true}'));
    // ...and nginx sends the next request on it.
    socket.write(
      'POST /api/logout HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    await ended;
    await closed;

    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers.map((answer) => answer.slice(9, 12))).toEqual(['200', '200']);
    expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i);
  });
});
