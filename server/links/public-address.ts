/**
 * The checker only visits the public internet: a tool whose address names (or
 * resolves to) this machine or a private network is refused, so a listing can
 * never make the server probe what sits behind it.
 */
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 3],
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv6");
}

function isPrivate(address: string): boolean {
  const family = isIP(address) === 6 ? "ipv6" : "ipv4";
  // IPv4 written inside IPv6 (::ffff:10.0.0.1) is the IPv4 address.
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return privateRanges.check(mapped[1]!, "ipv4");
  return privateRanges.check(address, family);
}

/** Why the address may not be visited, or undefined when it may. */
export async function refusePrivateAddress(url: string): Promise<string | undefined> {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.replace(/^\[|\]$/g, "");
  } catch {
    return "Not a web address";
  }
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return "Private address: not checked";
  try {
    const addresses = isIP(hostname) ? [{ address: hostname }] : await lookup(hostname, { all: true });
    return addresses.some(({ address }) => isPrivate(address)) ? "Private address: not checked" : undefined;
  } catch (error) {
    return `Name not found (${(error as { code?: string }).code ?? "DNS error"})`;
  }
}
