import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { checkUrl } from "./check-url";
import { isPublicAddress, ownAddresses, PRIVATE_ADDRESS, resolvePublicAddress } from "./public-address";

const none: string[] = [];

describe("the site's reach", () => {
  it("refuses this machine and private networks, by name or by number", async () => {
    for (const url of ["http://127.0.0.1:5432/", "http://localhost/", "http://LOCALHOST./", "http://api.localhost/", "http://10.1.2.3/", "http://192.168.0.1/", "http://172.20.0.1/", "http://169.254.169.254/latest/meta-data", "http://[::1]/", "http://[fd00::1]/", "http://[::ffff:10.0.0.1]/"]) {
      expect(await resolvePublicAddress(new URL(url).hostname), url).toEqual({ refused: PRIVATE_ADDRESS });
    }
    expect(await resolvePublicAddress("93.184.215.14")).toEqual({ address: "93.184.215.14", family: 4 });
  });

  it.each([
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "this network"],
    ["10.0.0.1", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["127.0.0.1", "loopback"],
    ["127.255.0.9", "loopback"],
    ["169.254.169.254", "link-local (metadata)"],
    ["100.64.0.1", "shared CGNAT"],
    ["100.127.255.254", "shared CGNAT"],
    ["198.18.0.1", "benchmarking"],
    ["198.19.255.255", "benchmarking"],
    ["192.0.0.8", "IETF protocol assignments"],
    ["192.0.2.10", "documentation TEST-NET-1"],
    ["198.51.100.7", "documentation TEST-NET-2"],
    ["203.0.113.9", "documentation TEST-NET-3"],
    ["224.0.0.251", "multicast"],
    ["239.255.255.250", "multicast"],
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "broadcast"],
    ["::", "IPv6 unspecified"],
    ["::1", "IPv6 loopback"],
    ["fe80::1", "IPv6 link-local"],
    ["fe80::1%eth0", "IPv6 link-local with a zone"],
    ["fc00::1", "unique local"],
    ["fd12:3456::1", "unique local"],
    ["ff02::1", "IPv6 multicast"],
    ["2001:db8::1", "IPv6 documentation"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
    ["100::1", "discard-only"],
    ["64:ff9b:1::a00:1", "local-use NAT64"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:7f00:1", "IPv4-mapped loopback, in hex"],
    ["::ffff:169.254.169.254", "IPv4-mapped metadata"],
    ["::ffff:100.64.0.1", "IPv4-mapped CGNAT"],
    ["::127.0.0.1", "IPv4-compatible (deprecated)"],
    ["64:ff9b::10.0.0.1", "NAT64 of a private address"],
    ["64:ff9b::7f00:1", "NAT64 of loopback, in hex"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of the metadata address"],
    ["2002:7f00:1::1", "6to4 of loopback"],
    ["2002:c0a8:101::1", "6to4 of 192.168.1.1"],
    ["2002:a00:1::", "6to4 of 10.0.0.1"],
  ])("refuses %s (%s)", (address) => {
    expect(isPublicAddress(address, none)).toBe(false);
  });

  it.each([["93.184.215.14"], ["8.8.8.8"], ["172.32.0.1"], ["100.128.0.1"], ["198.20.0.1"], ["2606:4700:4700::1111"], ["::ffff:8.8.8.8"], ["64:ff9b::808:808"], ["2002:808:808::1"]])("allows the public address %s", (address) => {
    expect(isPublicAddress(address, none)).toBe(true);
  });

  it("refuses this machine's own addresses, a public one too", () => {
    expect(isPublicAddress("93.184.215.14", ["93.184.215.14"])).toBe(false);
    // In any notation, and inside an IPv6 form that carries it.
    expect(isPublicAddress("2606:4700:4700:0:0:0:0:1111", ["2606:4700:4700::1111"])).toBe(false);
    expect(isPublicAddress("::ffff:93.184.215.14", ["93.184.215.14"])).toBe(false);
    expect(isPublicAddress("64:ff9b::5db8:d70e", ["93.184.215.14"])).toBe(false);
    // What the network interfaces of this machine say, read by default.
    expect(ownAddresses().length).toBeGreaterThan(0);
    for (const address of ownAddresses()) expect(isPublicAddress(address), address).toBe(false);
  });

  it("refuses a name when any of its addresses is private, and looks a number up nowhere", async () => {
    expect(await resolvePublicAddress("localhost")).toEqual({ refused: PRIVATE_ADDRESS });
    expect(await resolvePublicAddress("[::1]")).toEqual({ refused: PRIVATE_ADDRESS });
    expect(await resolvePublicAddress("93.184.215.14")).toEqual({ address: "93.184.215.14", family: 4 });
    expect(await resolvePublicAddress("[2606:4700:4700::1111]")).toEqual({ address: "2606:4700:4700::1111", family: 6 });
  });

  it("never sends a request to a refused address", async () => {
    let requests = 0;
    const server = http.createServer((_request, response) => {
      requests++;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      expect(await checkUrl(url, { userAgent: "test", timeoutMs: 500, maxRedirects: 5 })).toEqual({ ok: false, httpStatus: null, finalUrl: url, error: PRIVATE_ADDRESS });
      expect(requests).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
