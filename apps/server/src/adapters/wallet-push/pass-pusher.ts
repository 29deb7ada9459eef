// The push that tells a device one of its Wallet passes changed (decision 116). The device then asks
// the portal's pass web service which passes changed and fetches them; the push itself carries
// nothing.
export type PushOutcome =
  /** APNs took it. */
  | 'sent'
  /** The token is no longer valid (the pass was removed, the app deleted): forget the device. */
  | 'unregistered'
  /** Anything else (network, APNs busy, a refused certificate): try again later. */
  | 'failed';

export type PassPusher = {
  push(pushToken: string): Promise<PushOutcome>;
  close(): Promise<void>;
};
