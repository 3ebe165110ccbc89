import { describe, expect, it } from 'vitest';
import { hostNameSchema, hostNamesSchema, normalizeHostName } from './host-names.ts';

describe('host names', () => {
  it('normalizes case, port and trailing dot', () => {
    expect(normalizeHostName(' Order.Example.COM. ')).toBe('order.example.com');
    expect(normalizeHostName('order.example.com:8443')).toBe('order.example.com');
  });

  it('accepts host names and refuses addresses, paths and bare words', () => {
    expect(hostNameSchema.parse('Order.Example.com')).toBe('order.example.com');
    expect(hostNameSchema.parse('maple-and-miso.ca')).toBe('maple-and-miso.ca');
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

  it('refuses the same host twice', () => {
    const result = hostNamesSchema.safeParse(['a.example.com', 'A.example.com']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Each host name can be listed once.');
  });
});
