import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why a webhook URL may not be called: its host is, or resolves to, an address inside a network. */
export class UnsafeAddressError extends Error {}

/** A host's addresses, as node:dns's lookup answers them. */
export type ResolveHost = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const resolveWithDns: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/**
 * Only public unicast addresses: never loopback, private (RFC 1918, carrier-grade NAT), link-local,
 * unique-local, multicast, broadcast, unspecified or reserved ranges, nor an IPv6 form that carries
 * an IPv4 address (mapped, compatible, NAT64, 6to4, Teredo) whatever it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) return false;
  return parsed.range() === 'unicast';
}

/** The URL's host without the brackets of an IPv6 literal (`new URL` has already turned 0x7f.1 or 2130706433 into 127.0.0.1). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The address a delivery connects to: the host's first address once every address it resolves to
 * is public; UnsafeAddressError otherwise. The request then connects to this address, so a DNS
 * answer that changes between the check and the connection (rebinding) is never followed.
 */
export async function resolvePublicAddress(
  url: URL,
  resolve: ResolveHost = resolveWithDns,
  allowed: (address: string) => boolean = isPublicAddress,
): Promise<{ address: string; family: 4 | 6 }> {
  const host = hostOf(url);
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (!addresses.length) throw new Error(`${host} has no address`);
  const unsafe = addresses.find((entry) => !allowed(entry.address));
  if (unsafe) throw new UnsafeAddressError(`${host} is a loopback, private or otherwise internal address (${unsafe.address})`);
  const [first] = addresses;
  return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
}
