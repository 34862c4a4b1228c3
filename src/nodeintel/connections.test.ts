import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/errors.ts';
import { deriveWsUrl } from './capabilities.ts';
import { isRefusedNodeAddress, maskUrl, nodeFailure } from './connections.ts';
import { RpcError } from './rpc.ts';

describe('maskUrl', () => {
  it('keeps scheme, host and port only', () => {
    expect(maskUrl('https://user:pw@bsc.example.com:8545/v1/abc123?key=zz#frag')).toBe(
      'https://bsc.example.com:8545/…',
    );
    expect(maskUrl('http://10.0.0.5/ext/bc/C/rpc')).toBe('http://10.0.0.5/…');
    expect(maskUrl('not a url')).toBe('(invalid)/…');
  });

  it('never shows path, query or credentials, whatever they hold', () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9]{8,20}$/);
    fc.assert(
      fc.property(secret, secret, secret, (user, path, key) => {
        const masked = maskUrl(`https://${user}:${key}@node.example.com/${path}?k=${key}`);
        expect(masked).toBe('https://node.example.com/…');
      }),
    );
  });
});

describe('deriveWsUrl', () => {
  it('maps Avalanche’s C-chain rpc path to its ws path, else swaps the scheme', () => {
    expect(deriveWsUrl('https://node.example.com:9650/ext/bc/C/rpc')).toBe('wss://node.example.com:9650/ext/bc/C/ws');
    expect(deriveWsUrl('http://127.0.0.1:8545')).toBe('ws://127.0.0.1:8545/');
    expect(deriveWsUrl('ftp://x')).toBeNull();
    expect(deriveWsUrl('nonsense')).toBeNull();
  });
});

describe('nodeFailure', () => {
  it('maps a slow node to 504 and other node faults to 503, naming the chain', () => {
    const slow = nodeFailure(new RpcError('timeout', 'eth_call', 'the node did not answer within 10 ms'), 'bsc');
    expect(slow).toBeInstanceOf(ApiError);
    expect(slow).toMatchObject({ status: 504, extras: { chain: 'bsc', node_error: 'timeout', method: 'eth_call' } });
    const failed = nodeFailure(new RpcError('rpc', 'eth_getLogs', 'missing trie node', -32000), 'avalanche');
    expect(failed).toMatchObject({ status: 503, extras: { node_error: 'rpc', rpc_code: -32000 } });
    const other = new Error('bug');
    expect(nodeFailure(other, 'bsc')).toBe(other);
  });
});

describe('isRefusedNodeAddress', () => {
  it('refuses link-local and this-network addresses, allows private and loopback ones', () => {
    for (const a of ['169.254.169.254', '0.0.0.0', '0.1.2.3', '::', 'fe80::1', '::ffff:169.254.169.254']) {
      expect(isRefusedNodeAddress(a), a).toBe(true);
    }
    for (const a of ['127.0.0.1', '10.0.0.5', '192.168.1.2', '172.16.0.1', '::1', 'fd00::1', '8.8.8.8']) {
      expect(isRefusedNodeAddress(a), a).toBe(false);
    }
  });
});
