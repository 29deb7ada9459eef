import { isIP } from 'node:net';

/**
 * Which proxies in front of the server may name the client (X-Forwarded-For), as Fastify's
 * `trustProxy` takes it: false (none: the connection's address is the client), true (whatever
 * connects: only when nothing but the proxy can reach the server), or the proxies' addresses and
 * CIDR ranges (also proxy-addr's names loopback, linklocal, uniquelocal).
 */
export type TrustProxy = boolean | readonly string[];

const TRUST_PROXY_MESSAGE =
  "must be 'true', 'false' or a comma-separated list of IP addresses and CIDR ranges";
// Fastify 5 ignores a hop count (it cannot tell a proxy from a client that sends the header itself).
const TRUST_PROXY_HOPS_MESSAGE =
  "a hop count cannot tell the proxy from a client that sends X-Forwarded-For itself; list the proxies' addresses or CIDR ranges instead";
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, an address/prefix (CIDR) or one of proxy-addr's names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY's text as Fastify's trustProxy, or the reason it is refused. */
export function parseTrustProxy(text: string): { value: TrustProxy } | { error: string } {
  const value = text.trim();
  if (value === '' || value.toLowerCase() === 'false') return { value: false };
  if (value.toLowerCase() === 'true') return { value: true };
  if (/^\d+$/.test(value)) return { error: TRUST_PROXY_HOPS_MESSAGE };
  const entries = value.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress)
    ? { value: Object.freeze(entries) }
    : { error: TRUST_PROXY_MESSAGE };
}
