/**
 * The site only visits the public internet: a tool whose address names (or
 * resolves to) this machine, a private network or a range that is not routed
 * publicly is refused, so a listing can never make the server probe what sits
 * behind it. The link checker and the logo fetcher (safe-fetch.ts) share these rules.
 *
 * IPv6 forms that carry an IPv4 address (mapped ::ffff:a.b.c.d, NAT64
 * 64:ff9b::a.b.c.d, 6to4 2002:aabb:ccdd::) are judged by that IPv4 address too:
 * a gateway may deliver them to it.
 */
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";
import { errorCode } from "../error-fields";

const refusedRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // shared address space (carrier-grade NAT)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata services
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 3], // multicast, reserved, broadcast
] as const) {
  refusedRanges.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback, and the deprecated IPv4-compatible form
  ["::ffff:0:0:0", 96], // IPv4-translated
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard-only
  ["2001::", 23], // IETF protocol assignments, Teredo (2001::/32) among them
  ["2001:db8::", 32], // documentation
  ["3fff::", 20], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  refusedRanges.addSubnet(network, prefix, "ipv6");
}

/** The 16 bytes of an IPv6 address (zone removed, an IPv4 tail allowed), or undefined when it is none. */
function ipv6Bytes(address: string): number[] | undefined {
  const bare = address.replace(/%.*$/, "");
  if (isIP(bare) !== 6) return undefined;
  let text = bare.toLowerCase();
  const tail = text.match(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/);
  if (tail) {
    const [a, b, c, d] = [Number(tail[1]), Number(tail[2]), Number(tail[3]), Number(tail[4])];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  // split always gives at least one part.
  const [head = "", rest] = text.split("::");
  const groupsOf = (part: string) => (part ? part.split(":").map((group) => parseInt(group, 16)) : []);
  const front = groupsOf(head);
  const back = rest === undefined ? [] : groupsOf(rest);
  const groups = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

const ipv4Of = (bytes: number[]) => bytes.join(".");

/** The IPv4 address an IPv6 address carries for delivery (mapped, NAT64, 6to4), if any. */
function embeddedIpv4(bytes: number[]): string | undefined {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return ipv4Of(bytes.slice(12));
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return ipv4Of(bytes.slice(12));
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return ipv4Of(bytes.slice(2, 6));
  return undefined;
}

/** One spelling per address, so that this machine's own addresses compare whatever their notation. */
function canonical(address: string): string {
  const bytes = ipv6Bytes(address);
  return bytes ? bytes.map((byte) => byte.toString(16).padStart(2, "0")).join("") : address;
}

/** This machine's addresses, as its network interfaces have them now. */
export function ownAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .map((entry) => entry!.address);
}

/**
 * Whether the site may connect to this address. `own` is this machine's
 * addresses (a public one included: the site must not call itself).
 */
export function isPublicAddress(address: string, own: readonly string[] = ownAddresses()): boolean {
  const spelled = canonical(address);
  if (own.some((mine) => canonical(mine) === spelled)) return false;
  if (isIP(address) === 4) return !refusedRanges.check(address, "ipv4");
  const bytes = ipv6Bytes(address);
  if (!bytes) return false;
  const inner = embeddedIpv4(bytes);
  if (inner !== undefined && !isPublicAddress(inner, own)) return false;
  // Mapped IPv4 was judged as IPv4 above; the IPv6 ranges say nothing more about it.
  if (bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff) return true;
  return !refusedRanges.check(address.replace(/%.*$/, ""), "ipv6");
}

export const PRIVATE_ADDRESS = "Private address: not checked";

export type ResolvedAddress = { address: string; family: 4 | 6 } | { refused: string };

export type LookupAll = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface ResolveOptions {
  /** Only tests, which serve their pages on this machine, name addresses here (127.0.0.1). */
  allowAddresses?: readonly string[];
  /** Only tests replace DNS. */
  lookup?: LookupAll;
}

const lookupAll: LookupAll = (hostname) => lookup(hostname, { all: true });

/**
 * The address to connect to for `hostname`, looked up once: every address the
 * name has must be public, so a name that answers both ways is refused.
 */
export async function resolvePublicAddress(hostname: string, options: ResolveOptions = {}): Promise<ResolvedAddress> {
  const host = hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return { refused: PRIVATE_ADDRESS };
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await (options.lookup ?? lookupAll)(host);
  } catch (error) {
    return { refused: `Name not found (${errorCode(error) ?? "DNS error"})` };
  }
  const own = ownAddresses();
  const allowed = (address: string) => options.allowAddresses?.includes(address) || isPublicAddress(address, own);
  const first = addresses[0];
  if (!first || !addresses.every(({ address }) => allowed(address))) return { refused: PRIVATE_ADDRESS };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
