import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({}, false);
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./.data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.requestTimeoutMs).toBe(30_000);
    expect(config.logPretty).toBe(false);
  });

  it('logs pretty on a terminal or in development, JSON otherwise', () => {
    expect(loadConfig({}, true).logPretty).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }, false).logPretty).toBe(true);
    expect(loadConfig({ LOG_PRETTY: 'false' }, true).logPretty).toBe(false);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain('PORT: expected a port number (got "abc")');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('LOG_LEVEL');
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it('rejects out-of-range ports', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: expected a port between/);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://divespot.app/' }).publicUrl).toBe(
      'https://divespot.app',
    );
  });

  it('keeps uploads under the data directory and talks to Open-Meteo unless told otherwise', () => {
    const config = loadConfig({ DATA_DIR: '/srv/divespot' }, false);
    expect(config.uploadsDir).toBe(path.resolve('/srv/divespot/uploads'));
    expect(config.weather).toEqual({
      forecastUrl: 'https://api.open-meteo.com/v1/forecast',
      marineUrl: 'https://marine-api.open-meteo.com/v1/marine',
      timeoutMs: 5000,
    });
    const custom = loadConfig({
      UPLOADS_DIR: '/mnt/photos',
      WEATHER_FORECAST_URL: 'http://127.0.0.1:9/forecast',
      WEATHER_TIMEOUT_MS: '800',
    });
    expect(custom.uploadsDir).toBe('/mnt/photos');
    expect(custom.weather.forecastUrl).toBe('http://127.0.0.1:9/forecast');
    expect(custom.weather.timeoutMs).toBe(800);
    expect(() => loadConfig({ WEATHER_MARINE_URL: 'not a url' })).toThrow(/WEATHER_MARINE_URL/);
  });

  it('reads the account settings: tokens, mail, first admin and Google sign-in', () => {
    const plain = loadConfig({ DATA_DIR: '/srv/divespot', PUBLIC_URL: 'https://divespot.app' });
    expect(plain.auth).toEqual({
      jwtSecret: undefined,
      issuer: 'https://divespot.app',
      audience: 'divespot-web',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
    });
    expect(plain.mail).toEqual({
      smtpUrl: undefined,
      from: 'DiveSpot <no-reply@divespot.app>',
      outboxDir: path.resolve('/srv/divespot/outbox'),
    });
    expect(plain.admin).toBeUndefined();
    expect(plain.google).toBeUndefined();

    const full = loadConfig({
      SMTP_URL: 'smtps://user:pw@mail.example.org:465',
      ADMIN_EMAIL: 'Boss@Example.org',
      ADMIN_PASSWORD: 'secret-1',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(full.mail.smtpUrl).toBe('smtps://user:pw@mail.example.org:465');
    expect(full.admin).toEqual({ email: 'boss@example.org', password: 'secret-1' });
    expect(full.google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      issuerUrl: 'https://accounts.google.com',
    });
  });

  it('refuses half-set or malformed account settings', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.org' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: expected at least 32/);
    expect(() => loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '60' })).toThrow(
      /ACCESS_TOKEN_TTL_SECONDS/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ GOOGLE_CLIENT_SECRET: 'x' })).toThrow(/set both or neither/);
  });

  it('believes X-Forwarded-For from nobody unless TRUST_PROXY names its proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.4', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '1', 'proxy.example.org', '10.0.0.0/33', '10.0.0.1,', '1.2.3'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: expected false/);
  });
});
