/**
 * What a URL's host is: this machine, a private network, or a public server a
 * visitor's browser can call (lib/env/build-config.ts refuses a backend URL that is not).
 * Relative imports only: next.config.ts loads lib/env/build-config.ts, and this file with
 * it, without the `@/` alias.
 */
import ipaddr from 'ipaddr.js';

/**
 * Whether a parsed URL points at this machine: `localhost`, `[::1]` or an
 * address of 127.0.0.0/8. The URL parser has already normalised the host
 * (`127.1` and `0x7f.0.0.1` read as `127.0.0.1`, `[0:0::1]` as `[::1]`), so
 * `localhost.evil.com` and `127.0.0.1.evil.com` are just other names.
 * Decides whether a site URL makes a local build.
 */
export function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(hostname);
  return octets !== null && octets[1] === '127' && octets.slice(2).every((octet) => Number(octet) <= 255);
}

/**
 * Names that never lead to a public server: this machine (RFC 6761), the local
 * link (mDNS, RFC 6762), a home network (RFC 8375), private use (ICANN's `.internal`).
 */
const PRIVATE_NAMES = ['localhost', 'local', 'home.arpa', 'internal'];

/** What each special IP range ipaddr.js names is, for the message. */
const RANGE_NAMES: Record<string, string> = {
  loopback: "a loopback address (each visitor's own machine)",
  unspecified: 'an unspecified address (0.0.0.0/8 or ::)',
  private: 'a private-network address',
  uniqueLocal: 'a private-network address (fc00::/7)',
  linkLocal: 'a link-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
};

/**
 * Why a parsed URL's host is not a public server a visitor's browser can call,
 * or undefined when it is. The URL parser has already normalised the host:
 * `0x7f000001`, `0177.0.0.1` and `127.1` read as `127.0.0.1`,
 * `[::ffff:127.0.0.1]` as `[::ffff:7f00:1]`, a name as lower case.
 */
export function nonPublicHost(hostname: string): string | undefined {
  const literal = hostname.replace(/^\[(.*)\]$/, '$1');
  if (ipaddr.isValid(literal)) {
    // An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is judged as the IPv4 address it maps to.
    const address = ipaddr.process(literal);
    const range = address.range();
    if (range === 'unicast') {
      // ::a.b.c.d, the deprecated IPv4-compatible form (::/96), which ipaddr.js counts as unicast.
      if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0)) {
        return 'an IPv4-compatible IPv6 address (::/96, deprecated)';
      }
      return undefined;
    }
    return RANGE_NAMES[range] ?? `a special-purpose address (${range})`;
  }
  const name = hostname.replace(/\.$/, '');
  if (!name.includes('.') && name !== '') {
    if (name === 'localhost') return "a loopback name (each visitor's own machine)";
    return "a single-label name, which each visitor's own network would resolve";
  }
  const suffix = PRIVATE_NAMES.find((privateName) => name === privateName || name.endsWith(`.${privateName}`));
  if (suffix === 'localhost') return "a loopback name (each visitor's own machine)";
  if (suffix) return `a name under .${suffix}, which never leads to a public server`;
  return undefined;
}
