/**
 * Where the service may send a webhook. A registration's url must be https:// and must not lead
 * into a private network: otherwise any key holder could make the service probe its own
 * neighbours (loopback, RFC 1918, link-local, cloud metadata at 169.254.169.254). The check runs
 * at registration (a clear 400) and again at each connection (the name may resolve elsewhere
 * later: DNS rebinding). WEBHOOK_ALLOW_PRIVATE_NETWORKS=true lifts it (tests, private deployments).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/** IPv4 ranges no webhook may reach: [network, prefix length]. */
const PRIVATE_V4: ReadonlyArray<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

function v4ToInt(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function inV4(ip: string, [network, bits]: [string, number]): boolean {
  const size = 2 ** (32 - bits);
  return Math.floor(v4ToInt(ip) / size) === Math.floor(v4ToInt(network) / size);
}

/** The 8 groups of an IPv6 address as numbers (handles `::` and a dotted IPv4 tail). */
function v6Groups(ip: string): number[] {
  let address = ip.toLowerCase().split('%')[0]!;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    const n = v4ToInt(dotted[1]!);
    address = `${address.slice(0, -dotted[1]!.length)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = address.split('::');
  const parse = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const h = parse(head);
  const t = parse(tail);
  return tail === undefined ? h : [...h, ...new Array(8 - h.length - t.length).fill(0), ...t];
}

/** Whether an IP address (v4 or v6) is one a webhook must not reach. Anything unparseable is. */
export function isPrivateAddress(ip: string): boolean {
  const kind = isIP(ip.split('%')[0]!);
  if (kind === 4) return PRIVATE_V4.some((range) => inV4(ip, range));
  if (kind !== 6) return true;
  const g = v6Groups(ip);
  if (g.length !== 8 || g.some((x) => !Number.isInteger(x) || x < 0 || x > 0xffff)) return true;
  const embeddedV4 = () => `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), 64:ff9b::a.b.c.d (NAT64): judge the IPv4 inside.
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) {
    if (g[5] === 0 && g[6] === 0 && (g[7] === 0 || g[7] === 1)) return true; // :: and ::1
    return isPrivateAddress(embeddedV4());
  }
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPrivateAddress(embeddedV4());
  if ((g[0]! & 0xfe00) === 0xfc00) return true; // unique local fc00::/7 (incl. fd00:ec2::254 metadata)
  if ((g[0]! & 0xffc0) === 0xfe80) return true; // link-local
  if ((g[0]! & 0xff00) === 0xff00) return true; // multicast
  if (g[0] === 0x2001 && g[1] === 0x0db8) return true; // documentation
  return false;
}

export type Lookup = (hostname: string) => Promise<string[]>;

const systemLookup: Lookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export class WebhookUrlError extends Error {}

/**
 * Checks a registration url: https, no credentials, and (unless private networks are allowed)
 * every address its host resolves to is public. Throws WebhookUrlError saying why.
 */
export async function checkWebhookUrl(raw: string, opts: { allowPrivate: boolean; lookup?: Lookup }): Promise<URL> {
  if (!raw.startsWith('https://')) throw new WebhookUrlError('must start with https://');
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError('is not a valid URL');
  }
  if (url.username || url.password) throw new WebhookUrlError('must not carry credentials (user:password@)');
  if (opts.allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (opts.lookup ?? systemLookup)(host);
  } catch {
    throw new WebhookUrlError(`host ${host} does not resolve`);
  }
  if (addresses.length === 0) throw new WebhookUrlError(`host ${host} does not resolve`);
  const blocked = addresses.find(isPrivateAddress);
  if (blocked) {
    throw new WebhookUrlError(
      `host ${host} resolves to ${blocked}, a private, loopback, link-local or metadata address; webhooks go to public addresses only`,
    );
  }
  return url;
}
