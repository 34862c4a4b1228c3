import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_NEWS_FEEDS, LIVE_SOURCE_NAMES, loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults: port 8080 on 127.0.0.1, embedded database in ./data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: null,
      redisUrl: null,
      adminToken: null,
    });
    expect(c.liveSources).toEqual([]);
    expect(c.roles).toEqual(['api', 'worker', 'collector']);
    expect(c.collection).toMatchObject({ derivativesEveryMin: 1, positionsEveryMin: 1, whales: 600 });
    expect(c.upstreams.BINANCE_FAPI_URL).toBe('https://fapi.binance.com');
    // Bounded by default: a client that never finishes its request cannot hold a socket forever.
    expect(c).toMatchObject({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      connectionTimeoutMs: 60_000,
      shutdownGraceMs: 5_000,
    });
  });

  it('reads the timeouts and refuses a headers deadline beyond the request deadline', () => {
    const c = loadConfig({
      REQUEST_TIMEOUT_MS: '400',
      HEADERS_TIMEOUT_MS: '200',
      KEEP_ALIVE_TIMEOUT_MS: '300',
      CONNECTION_TIMEOUT_MS: '900',
      SHUTDOWN_GRACE_MS: '0',
    });
    expect(c).toMatchObject({
      requestTimeoutMs: 400,
      headersTimeoutMs: 200,
      keepAliveTimeoutMs: 300,
      connectionTimeoutMs: 900,
      shutdownGraceMs: 0,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' })).toThrow(
      /HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS must be an integer/);
  });

  it('reads every documented name', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'debug',
      ADMIN_TOKEN: 'a-long-enough-admin-token',
      ROLES: 'api,collector',
      LIVE_SOURCES: 'binance,okx',
      BINANCE_FAPI_URL: 'http://127.0.0.1:9999',
      NEWS_FEEDS: 'http://a/rss,http://b/rss',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      logLevel: 'debug',
      roles: ['api', 'collector'],
      liveSources: ['binance', 'okx'],
    });
    expect(c.upstreams.BINANCE_FAPI_URL).toBe('http://127.0.0.1:9999');
    expect(c.collection.newsFeeds).toHaveLength(2);
    expect(c.webhookAllowPrivateNetworks).toBe(true);
  });

  it('stops with every problem listed at once', () => {
    let err: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        ADMIN_TOKEN: 'short',
        ROLES: 'api,chef',
        OKX_URL: 'not a url',
        WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'maybe',
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const problems = (err as ConfigError).problems;
    expect(problems).toHaveLength(7);
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'LOG_LEVEL',
      'ADMIN_TOKEN',
      'ROLES',
      'OKX_URL',
      'WEBHOOK_ALLOW_PRIVATE_NETWORKS',
    ]) {
      expect(
        problems.some((p) => p.startsWith(name)),
        name,
      ).toBe(true);
    }
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('reads LIVE_SOURCES as none, all or a list of known sources, and names an unknown one', () => {
    expect(loadConfig({ LIVE_SOURCES: 'all' }).liveSources).toEqual([...LIVE_SOURCE_NAMES]);
    expect(LIVE_SOURCE_NAMES).toEqual(
      expect.arrayContaining(['hyperliquid', 'binance', 'bybit', 'okx', 'defillama', 'coinmetrics', 'deribit', 'news']),
    );
    expect(loadConfig({ LIVE_SOURCES: 'NONE' }).liveSources).toEqual([]);
    expect(loadConfig({ LIVE_SOURCES: 'okx, hyperliquid' }).liveSources).toEqual(['okx', 'hyperliquid']);
    expect(() => loadConfig({ LIVE_SOURCES: 'binance,kraken' })).toThrow(/LIVE_SOURCES has unknown source "kraken"/);
    expect(() => loadConfig({ COLLECT_DERIVATIVES_EVERY_MIN: '0' })).toThrow(/COLLECT_DERIVATIVES_EVERY_MIN must be/);
  });

  it('reads the news feeds (defaults when unset) and the ETF flow format, and names a bad one', () => {
    expect(loadConfig({}).collection.newsFeeds).toEqual(DEFAULT_NEWS_FEEDS);
    expect(loadConfig({}).upstreams.ETF_FLOWS_URL).toBe('');
    expect(loadConfig({ ETF_FLOWS_FORMAT: 'CSV' }).collection.etfFlowsFormat).toBe('csv');
    expect(() => loadConfig({ NEWS_FEEDS: 'https://a/rss, ftp://b/feed' })).toThrow(/NEWS_FEEDS has "ftp:\/\/b\/feed"/);
    expect(() => loadConfig({ ETF_FLOWS_FORMAT: 'xml' })).toThrow(/ETF_FLOWS_FORMAT must be one of auto, json, csv/);
  });

  it('reads NODE_URL_KEY (none: a key in DATA_DIR) and names a malformed one', () => {
    expect(loadConfig({}).nodeUrlKey).toBeNull();
    expect(loadConfig({ NODE_URL_KEY: 'ab'.repeat(32) }).nodeUrlKey?.length).toBe(32);
    expect(() => loadConfig({ NODE_URL_KEY: 'secret' })).toThrow(/NODE_URL_KEY must be 32 bytes/);
  });
});
