// A stopping process drains before it closes (decision 063): it keeps listening, and each answer
// closes its connection, so nginx holds none of its connections open when the app closes.
import { Agent, request } from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerDrain } from './drain';

// A client that keeps its connections open, as nginx's upstream keepalive does.
const keepAlive = new Agent({ keepAlive: true });

function get(port: number): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const asked = request({ port, path: '/', agent: keepAlive }, (answer) => {
      answer.resume();
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, connection: answer.headers.connection }),
      );
    });
    asked.on('error', reject);
    asked.end();
  });
}

describe('a draining app', () => {
  const app = Fastify();
  registerDrain(app);
  app.get('/', async () => ({ ok: true }));
  afterEach(async () => {
    keepAlive.destroy();
    await app.close();
  });

  it('keeps answering new connections, each answer closing its connection, until the drain ends', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    expect((await get(port)).connection).toBe('keep-alive');

    let drained = false;
    const draining = app.drain(300).then(() => (drained = true));
    const during = await get(port);
    expect(during).toEqual({ status: 200, connection: 'close' });
    expect(drained).toBe(false);
    await draining;
  });
});
