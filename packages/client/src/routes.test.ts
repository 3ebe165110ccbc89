import { operations } from '@orderly/contract';
import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';

describe('routes', () => {
  it('holds every operation of the contract, with its method and path, and nothing else', () => {
    const fromContract = Object.fromEntries(
      Object.entries(operations).map(([name, operation]) => [name, [operation.method, operation.path]]),
    );
    expect(routes).toEqual(fromContract);
  });
});
