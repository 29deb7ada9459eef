// The APNs client against the local HTTP/2 stand-in (decision 116): Apple's request (POST
// /3/device/<token>, apns-topic, an empty JSON payload) on one kept connection, and what each answer
// means: 200 sent, 410 gone, no server failed (the pass job tries again later).
import { afterEach, describe, expect, it } from 'vitest';
import { createApnsPusher } from './apns-pusher';
import { startApnsStandIn, type ApnsStandIn } from './apns-stand-in';

const credentials = { topic: 'pass.org.example.test', certificate: '', key: '' };
const opened: { close(): Promise<void> }[] = [];

afterEach(async () => {
  for (const closable of opened.splice(0).reverse()) await closable.close();
});

async function standIn(): Promise<ApnsStandIn> {
  const server = await startApnsStandIn();
  opened.push(server);
  return server;
}

describe('the APNs pusher', () => {
  it('posts an empty JSON payload with the pass type as the topic', async () => {
    const server = await standIn();
    const pusher = createApnsPusher({ url: server.url, ...credentials });
    opened.push(pusher);
    expect(await pusher.push('abcdef0123')).toBe('sent');
    expect(await pusher.push('abcdef0456')).toBe('sent');
    expect(server.pushes).toEqual([
      { pushToken: 'abcdef0123', topic: 'pass.org.example.test', payload: '{}' },
      { pushToken: 'abcdef0456', topic: 'pass.org.example.test', payload: '{}' },
    ]);
  });

  it('reads 410 Unregistered as a device to forget', async () => {
    const server = await standIn();
    server.unregistered.add('abcdef0789');
    const pusher = createApnsPusher({ url: server.url, ...credentials });
    opened.push(pusher);
    expect(await pusher.push('abcdef0789')).toBe('unregistered');
    expect(server.pushes).toEqual([]);
  });

  it('answers failed when APNs cannot be reached (the pass job tries again later)', async () => {
    const server = await standIn();
    const url = server.url;
    await opened.pop()?.close();
    const pusher = createApnsPusher({ url, ...credentials, timeoutMs: 2_000 });
    opened.push(pusher);
    expect(await pusher.push('abcdef0123')).toBe('failed');
  });
});
