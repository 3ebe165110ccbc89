import { describe, expect, it } from 'vitest';
import { clockStartingAt } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs on the embedded defaults with no variables set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      SEED_DEMO: true,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads PostgreSQL, port, clock and public address from the environment', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/orderly',
      CLOCK_NOW: '2026-11-20T12:00:00-08:00',
      PUBLIC_URL: 'https://order.example.com',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/orderly');
    expect(config.CLOCK_NOW).toBe('2026-11-20T12:00:00-08:00');
    expect(config.publicUrl).toBe('https://order.example.com');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', CLOCK_NOW: '' }).DATABASE_URL).toBeUndefined();
  });

  it('stops with every wrong value listed', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://localhost/x', CLOCK_NOW: 'tomorrow' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Invalid configuration');
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(message).toContain('CLOCK_NOW');
  });

  it('refuses a fixed clock in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_NOW: '2026-11-20T12:00:00Z' })).toThrow(
      'CLOCK_NOW is for development and tests only',
    );
  });
});

describe('clock starting at a chosen moment', () => {
  it('starts at the moment and keeps running', async () => {
    const clock = clockStartingAt(new Date('2026-11-20T12:00:00Z'));
    const first = clock.now().getTime();
    expect(Math.abs(first - Date.parse('2026-11-20T12:00:00Z'))).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(clock.now().getTime()).toBeGreaterThan(first);
  });
});
