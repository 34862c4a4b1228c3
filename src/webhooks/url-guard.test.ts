import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPrivateAddress } from './url-guard.ts';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    'fd00:ec2::254',
    'fc00::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    'not an address',
  ])('refuses %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '172.15.255.255',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ])('allows %s', (ip) => {
    expect(isPrivateAddress(ip)).toBe(false);
  });
});

describe('checkWebhookUrl', () => {
  const resolvesTo = (...addresses: string[]) => ({ allowPrivate: false, lookup: async () => addresses });

  it('accepts an https url whose host resolves to public addresses only', async () => {
    const url = await checkWebhookUrl('https://hooks.example.com/in?x=1', resolvesTo('93.184.216.34'));
    expect(url.hostname).toBe('hooks.example.com');
  });

  it('refuses http, credentials, and garbage', async () => {
    await expect(checkWebhookUrl('http://hooks.example.com/', resolvesTo('8.8.8.8'))).rejects.toThrow(/https:\/\//);
    await expect(checkWebhookUrl('https://u:p@hooks.example.com/', resolvesTo('8.8.8.8'))).rejects.toThrow(
      /credentials/,
    );
    await expect(checkWebhookUrl('https://', resolvesTo('8.8.8.8'))).rejects.toThrow(/valid URL/);
  });

  it('refuses a host with any private address among its answers, and literal private addresses', async () => {
    await expect(checkWebhookUrl('https://rebind.example/', resolvesTo('8.8.8.8', '10.0.0.5'))).rejects.toThrow(
      /10\.0\.0\.5/,
    );
    await expect(checkWebhookUrl('https://169.254.169.254/latest', resolvesTo())).rejects.toThrow(/metadata/);
    await expect(checkWebhookUrl('https://[::1]:8443/', resolvesTo())).rejects.toThrow(/::1/);
    await expect(
      checkWebhookUrl('https://nowhere.invalid/', {
        allowPrivate: false,
        lookup: async () => {
          throw new Error('ENOTFOUND');
        },
      }),
    ).rejects.toThrow(/does not resolve/);
  });

  it('lets private addresses through when the deployment allows them', async () => {
    const url = await checkWebhookUrl('https://127.0.0.1:8443/hook', { allowPrivate: true });
    expect(url.port).toBe('8443');
  });
});
