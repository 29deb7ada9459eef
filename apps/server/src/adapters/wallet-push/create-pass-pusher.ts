// The pass pusher the configuration selects (decision 116): none without Apple Wallet signing
// (decision 102); Apple's APNs in production; in development a local stand-in, started on the first
// push, that logs each push instead of sending it to Apple.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { APNS_URL, createApnsPusher } from './apns-pusher';
import { startApnsStandIn, type ApnsStandIn } from './apns-stand-in';
import type { PassPusher } from './pass-pusher';

export function createPassPusher(config: Config, log: FastifyBaseLogger): PassPusher | null {
  const apple = config.wallets.apple;
  if (!apple) return null;
  const credentials = {
    topic: apple.passTypeIdentifier,
    certificate: apple.certificate,
    key: apple.key,
    passphrase: apple.keyPassphrase,
  };
  if (config.isProduction) return createApnsPusher({ url: APNS_URL, ...credentials });
  let standIn: Promise<{ server: ApnsStandIn; pusher: PassPusher }> | null = null;
  const started = () => {
    standIn ??= startApnsStandIn({
      onPush: (push) => log.info({ topic: push.topic }, 'APNs stand-in: pass update pushed'),
    }).then((server) => ({
      server,
      pusher: createApnsPusher({ url: server.url, ...credentials }),
    }));
    return standIn;
  };
  return {
    push: async (pushToken) => (await started()).pusher.push(pushToken),
    close: async () => {
      if (!standIn) return;
      const { server, pusher } = await standIn;
      await pusher.close();
      await server.close();
    },
  };
}
