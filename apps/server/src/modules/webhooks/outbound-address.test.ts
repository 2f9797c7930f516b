import { describe, expect, it } from 'vitest';
import { webhookBackoffSeconds } from './webhook-delivery.ts';
import { isPublicAddress, resolvePublicAddress, UnsafeAddressError } from './outbound-address.ts';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '93.184.215.14', '2606:4700:4700::1111', '2a00:1450:4001:82a::200e'])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1', '127.8.9.10', '0.0.0.0', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '100.64.0.1', '169.254.169.254',
    '224.0.0.1', '255.255.255.255', '192.0.2.1', '198.18.0.1',
    '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1',
    '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:8.8.8.8', '::7f00:1', '64:ff9b::a00:1', '2002:7f00:1::1', 'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('resolvePublicAddress', () => {
  const resolveTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

  it('answers the first address when every address is public', async () => {
    expect(await resolvePublicAddress(new URL('https://hooks.example.test/'), resolveTo('93.184.215.14', '2606:4700::1'))).toEqual({ address: '93.184.215.14', family: 4 });
  });

  it('refuses a name with any internal address among its answers', async () => {
    await expect(resolvePublicAddress(new URL('https://hooks.example.test/'), resolveTo('93.184.215.14', '10.0.0.7'))).rejects.toThrow(UnsafeAddressError);
  });

  it('reads literal addresses without resolving, in any notation the URL parser accepts', async () => {
    const never = async () => {
      throw new Error('resolved');
    };
    for (const url of ['http://2130706433/', 'http://0x7f.0.0.1/', 'http://[::ffff:7f00:1]/', 'http://[::1]:8080/']) {
      await expect(resolvePublicAddress(new URL(url), never)).rejects.toThrow(UnsafeAddressError);
    }
    expect(await resolvePublicAddress(new URL('http://[2606:4700::1]/'), never)).toEqual({ address: '2606:4700::1', family: 6 });
  });
});

describe('webhookBackoffSeconds', () => {
  it('retries within a minute first, doubles, caps at 4 hours, and spends about a day over 15 attempts', () => {
    expect(webhookBackoffSeconds(1)).toBe(30);
    expect([2, 3, 4].map(webhookBackoffSeconds)).toEqual([60, 120, 240]);
    expect(webhookBackoffSeconds(10)).toBe(4 * 3600);
    expect(webhookBackoffSeconds(14)).toBe(4 * 3600);
    const lastAttemptAfter = Array.from({ length: 14 }, (_, index) => webhookBackoffSeconds(index + 1)).reduce((sum, seconds) => sum + seconds, 0);
    expect(lastAttemptAfter / 3600).toBeGreaterThan(24);
    expect(lastAttemptAfter / 3600).toBeLessThan(25);
  });
});
