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
});
