import { describe, expect, it } from 'vitest';
import {
  hostNameProblem,
  hostNameSchema,
  hostNamesSchema,
  hostVerificationRecord,
  normalizeHostName,
  reservedHostProblem,
  verificationProblem,
} from './host-names.ts';

describe('host names', () => {
  it('normalizes case, port and trailing dot', () => {
    expect(normalizeHostName(' Order.Example.COM. ')).toBe('order.example.com');
    expect(normalizeHostName('order.example.com:8443')).toBe('order.example.com');
    expect(normalizeHostName('[::1]:8080')).toBe('[::1]');
    // A bare IPv6 address keeps its last group (it is no port).
    expect(normalizeHostName('::1')).toBe('::1');
  });

  it('accepts host names and refuses addresses, paths and bare words', () => {
    expect(hostNameSchema.parse('Order.Example.com')).toBe('order.example.com');
    expect(hostNameSchema.parse('maple-and-miso.ca')).toBe('maple-and-miso.ca');
    // Sub-domains of localhost reach this machine only: useful in development, never verifiable by real DNS.
    expect(hostNameSchema.parse('maple.localhost')).toBe('maple.localhost');
    for (const wrong of [
      'https://order.example.com',
      'order.example.com/menu',
      'orders',
      '-a.com',
      'a..com',
      '',
    ]) {
      expect(hostNameSchema.safeParse(wrong).success, wrong).toBe(false);
    }
  });

  it('refuses localhost, IP addresses and names without a dot, each with its own sentence', () => {
    const message = (host: string) => hostNameSchema.safeParse(host).error?.issues[0]?.message;
    expect(message('LocalHost')).toBe(
      'You cannot use localhost: it means each visitor\'s own computer. Use a host name you own, such as "order.example.com".',
    );
    expect(message('localhost:3000')).toBe(message('localhost'));
    expect(message('192.168.1.20')).toBe(
      'You cannot use an IP address (192.168.1.20): use a host name you own, such as "order.example.com".',
    );
    // What browsers also read as IPv4 (a last label that is a number), and IPv6.
    expect(message('127.1')).toBe(
      'You cannot use an IP address (127.1): use a host name you own, such as "order.example.com".',
    );
    expect(message('[::1]:8080')).toBe(
      'You cannot use an IP address ([::1]): use a host name you own, such as "order.example.com".',
    );
    expect(message('2001:db8::1')).toBe(
      'You cannot use an IP address (2001:db8::1): use a host name you own, such as "order.example.com".',
    );
    expect(message('orders')).toBe(
      'Use the whole host name with its domain, such as "order.example.com" ("orders" has no dot).',
    );
    expect(message('')).toBe('Enter a host name such as "order.example.com".');
    expect(message('order.example.com/menu')).toBe(
      'Use a host name such as "order.example.com" (letters, digits, dashes and dots; no "https://" or path).',
    );
    expect(message('https://order.example.com')).toBe(message('order.example.com/menu'));
    expect(hostNameProblem('order.example.com')).toBeNull();
  });

  it('refuses the same host twice', () => {
    const result = hostNamesSchema.safeParse(['a.example.com', 'A.example.com']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Each host name can be listed once.');
  });
});

describe("the platform's own names", () => {
  it('are its host, www. and any name under it', () => {
    const own = "orderly.app is the platform's own address: its page stays the platform's.";
    expect(reservedHostProblem('orderly.app', 'orderly.app')).toBe(own);
    expect(reservedHostProblem('www.orderly.app', 'orderly.app')).toBe(
      "www.orderly.app is the platform's own address: its page stays the platform's.",
    );
    expect(reservedHostProblem('maple.orderly.app', 'orderly.app')).toBe(
      "maple.orderly.app is under the platform's own address (orderly.app): every name under it is the platform's.",
    );
    expect(reservedHostProblem('order.maple.ca', 'orderly.app')).toBeNull();
    // A name that only ends in the same letters is someone else's.
    expect(reservedHostProblem('notorderly.app', 'orderly.app')).toBeNull();
  });

  it('include the bare domain when the platform is served at www.', () => {
    expect(reservedHostProblem('orderly.app', 'WWW.Orderly.App')).toBe(
      "orderly.app is the platform's own address: its page stays the platform's.",
    );
    expect(reservedHostProblem('shop.orderly.app', 'www.orderly.app')).toContain('under the platform');
  });

  it('reserve no sub-domains when the platform runs at localhost or an IP address', () => {
    expect(reservedHostProblem('maple.localhost', 'localhost')).toBeNull();
    expect(reservedHostProblem('www.localhost', 'localhost')).toContain("platform's own address");
    expect(reservedHostProblem('maple.test', '127.0.0.1')).toBeNull();
  });
});

describe('the ownership record', () => {
  const record = hostVerificationRecord('order.maple.ca', '0123abcd');

  it('is a TXT record under the host, carrying the token', () => {
    expect(record).toEqual({
      type: 'TXT',
      name: '_orderly-verify.order.maple.ca',
      value: 'orderly-verify=0123abcd',
    });
  });

  it('proves the host when one of the TXT records there is its value', () => {
    expect(verificationProblem(record, ['orderly-verify=0123abcd'])).toBeNull();
    expect(verificationProblem(record, ['v=spf1 -all', ' orderly-verify=0123abcd '])).toBeNull();
    // Quotes typed into a DNS provider's form end up in the value.
    expect(verificationProblem(record, ['"orderly-verify=0123abcd"'])).toBeNull();
  });

  it('says what is missing or wrong otherwise', () => {
    expect(verificationProblem(record, [])).toBe(
      'No TXT record at _orderly-verify.order.maple.ca yet: publish it with your DNS provider, then check again (a new record can take a few minutes to be seen).',
    );
    expect(verificationProblem(record, ['orderly-verify=ffff'])).toBe(
      'The TXT record at _orderly-verify.order.maple.ca reads "orderly-verify=ffff", not "orderly-verify=0123abcd": correct it, then check again.',
    );
    expect(verificationProblem(record, ['a', 'b'])).toBe(
      'None of the 2 TXT records at _orderly-verify.order.maple.ca reads "orderly-verify=0123abcd": add it, then check again.',
    );
    // Another restaurant's token is not this one's.
    expect(verificationProblem(record, ['orderly-verify=0123abcdx'])).not.toBeNull();
    expect(verificationProblem(record, [`orderly-verify=${'x'.repeat(200)}`])).toContain('…"');
  });
});
