import { describe, expect, it } from 'vitest';
import {
  clientAddressState,
  normalizeAddress,
  parseTrustedProxies,
  resolveClientAddress,
} from '@/server/front/client-address.mjs';
import { addressKey, clientAddress } from '@/server/http/client-address';

const resolve = (remoteAddress: string, forwardedFor?: string, trusted = '') =>
  resolveClientAddress({ remoteAddress, forwardedFor, trusted: parseTrustedProxies(trusted) });

describe('the client address behind trusted proxies', () => {
  it('is the socket address when no proxy is trusted: a made-up X-Forwarded-For is ignored', () => {
    expect(resolve('203.0.113.7')).toBe('203.0.113.7');
    expect(resolve('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(resolve('203.0.113.7', '198.51.100.1, 10.0.0.1', '10.0.0.0/8')).toBe('203.0.113.7');
  });

  it('reads X-Forwarded-For from the right when the socket is a trusted proxy', () => {
    // The client wrote the first entry itself; the proxy appended the address it saw.
    expect(resolve('10.0.0.5', '1.2.3.4, 198.51.100.9', '10.0.0.5')).toBe('198.51.100.9');
    // A trusted proxy that sends no header: the proxy is the only address there is.
    expect(resolve('10.0.0.5', undefined, '10.0.0.5')).toBe('10.0.0.5');
  });

  it('walks a chain of two trusted proxies (CIDRs) to the first untrusted hop', () => {
    const trusted = '10.0.0.0/8, 172.16.0.0/12';
    expect(resolve('10.1.2.3', '6.6.6.6, 198.51.100.9, 172.16.4.4', trusted)).toBe('198.51.100.9');
    // A header split over several lines reads as one list.
    expect(
      resolveClientAddress({
        remoteAddress: '10.1.2.3',
        forwardedFor: ['6.6.6.6, 198.51.100.9', '172.16.4.4'],
        trusted: parseTrustedProxies(trusted),
      }),
    ).toBe('198.51.100.9');
    // Every hop trusted: the furthest one.
    expect(resolve('10.1.2.3', '10.9.9.9, 172.16.4.4', trusted)).toBe('10.9.9.9');
    // Garbage right of a trusted hop is not believed; the last address walked is.
    expect(resolve('10.1.2.3', '198.51.100.9, not-an-ip, 172.16.4.4', trusted)).toBe('172.16.4.4');
  });

  it('handles IPv6, IPv6 CIDRs and IPv4-mapped addresses', () => {
    expect(resolve('2001:DB8::1')).toBe('2001:db8::1');
    expect(resolve('fd00::2', '2001:db8:1::7', 'fd00::/8')).toBe('2001:db8:1::7');
    // A socket on a dual-stack listener reports IPv4 clients as ::ffff:a.b.c.d.
    expect(resolve('::ffff:10.0.0.5', '::ffff:198.51.100.9', '10.0.0.0/8')).toBe('198.51.100.9');
    expect(resolve('::ffff:203.0.113.7', '1.1.1.1', '10.0.0.0/8')).toBe('203.0.113.7');
    // A mapped entry in the list matches the IPv4 rule, and a mapped CIDR is an IPv4 one.
    expect(resolve('10.0.0.5', '198.51.100.9, ::ffff:10.0.0.6', '::ffff:10.0.0.0/104')).toBe('198.51.100.9');
    // Ports and brackets as some proxies write them.
    expect(resolve('10.0.0.5', '[2001:db8::9]:4711', '10.0.0.5')).toBe('2001:db8::9');
    expect(resolve('10.0.0.5', '198.51.100.9:4711', '10.0.0.5')).toBe('198.51.100.9');
  });

  it('normalises addresses and refuses a TRUSTED_PROXIES entry that is not one', () => {
    expect(normalizeAddress('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normalizeAddress('localhost')).toBeNull();
    expect(normalizeAddress('')).toBeNull();
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.internal')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('')).not.toThrow();
  });
});

describe('the address as the API reads it', () => {
  it('is the address the server put in the shared storage, else local, never a header', () => {
    expect(clientAddress()).toBe('local');
    const seen = clientAddressState().storage.run({ address: '198.51.100.9' }, () => clientAddress());
    expect(seen).toBe('198.51.100.9');
  });

  it('keys IPv6 by its /64 and IPv4 whole', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::7')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('local')).toBe('local');
  });
});
