import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('runs with no configuration at all: port 5000, ./data, demo club, sandbox', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.seedDemo).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.stripe).toBeUndefined();
  });

  it('never seeds demo data in production and takes the first admin from the environment', () => {
    const config = loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'formand', ADMIN_PASSWORD: 'hemmelig-kode' });
    expect(config.seedDemo).toBe(false);
    expect(config.initialAdmin).toEqual({ username: 'formand', password: 'hemmelig-kode' });
  });

  it('stops with a clear message on a wrong value', () => {
    expect(() => loadConfig({ PORT: 'fem' })).toThrow(/PORT/);
  });

  it('never trusts X-Forwarded-For blindly: private-network proxies, a hop count or a list', () => {
    expect(loadConfig({}).trustedProxies).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).secureCookies).toBe(false);
    const local = loadConfig({ TRUST_PROXY: 'true' });
    expect(local.secureCookies).toBe(true);
    expect(local.trustedProxies).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustedProxies as (address: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1), hops('x', 2)]).toEqual([true, true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).trustedProxies).toEqual(['10.0.0.1', '10.0.1.0/24']);
    expect(() => loadConfig({ TRUST_PROXY: 'ja tak' })).toThrow(/TRUST_PROXY/);
  });

  it('refuses a short or well-known first-admin password', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'formand', ADMIN_PASSWORD: 'kort' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_USERNAME: 'formand', ADMIN_PASSWORD: '1234567890' })).toThrow(/well-known/);
  });
});
