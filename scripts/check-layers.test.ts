import { describe, expect, it } from 'vitest';
import { KNOWN_SERVER_PAIRS, layerProblems, readSources } from './check-layers.mjs';

type File = { path: string; imports: string[] };
const problems = (files: File[], known: string[] = []) => layerProblems(files, known) as string[];

describe('the layer check (npm run lint)', () => {
  it('passes on the repository as it is', () => {
    const root = new URL('..', import.meta.url).pathname;
    expect(problems(readSources(root), KNOWN_SERVER_PAIRS)).toEqual([]);
  });

  it('refuses a wrong-way import between workspaces', () => {
    expect(
      problems([
        { path: 'packages/domain/src/tax.ts', imports: ['@orderly/contract'] },
        { path: 'apps/web/src/cart.tsx', imports: ['@orderly/domain', '@orderly/ui'] },
        { path: 'packages/client/src/api.ts', imports: ['@orderly/ui'] },
      ]),
    ).toEqual([
      'packages/domain/src/tax.ts imports @orderly/contract: packages/domain may not depend on @orderly/contract',
      'packages/client/src/api.ts imports @orderly/ui: packages/client may not depend on @orderly/ui',
    ]);
  });

  it('refuses one app reaching into another workspace by a relative path', () => {
    expect(
      problems([{ path: 'apps/web/src/app/a.tsx', imports: ['../../../staff/src/lib/format.ts'] }]),
    ).toEqual([
      'apps/web/src/app/a.tsx imports ../../../staff/src/lib/format.ts: a relative path into another workspace (use its package)',
    ]);
  });

  it('keeps I/O out of the domain and fixtures out of the product', () => {
    expect(
      problems([
        { path: 'packages/domain/src/menu.ts', imports: ['node:fs'] },
        { path: 'packages/domain/src/testing/fixtures.ts', imports: ['node:fs'] },
        { path: 'apps/staff/src/app/x.tsx', imports: ['@orderly/domain/testing/fixtures'] },
        { path: 'apps/staff/src/app/x.test.tsx', imports: ['@orderly/domain/testing/fixtures'] },
      ]),
    ).toEqual([
      'packages/domain/src/menu.ts imports node:fs: the domain does no I/O',
      'apps/staff/src/app/x.tsx imports @orderly/domain/testing/fixtures: test fixtures are for tests',
    ]);
  });

  it('refuses two server folders importing each other, type-only imports included', () => {
    const files = [
      { path: 'apps/server/src/orders/place-order.ts', imports: ['../staff/staff-access.ts'] },
      { path: 'apps/server/src/staff/staff-routes.ts', imports: ['../orders/order-views.ts'] },
      { path: 'apps/server/src/app.ts', imports: ['./orders/order-routes.ts'] },
    ];
    expect(problems(files)).toEqual([
      'apps/server: orders <-> staff import each other (apps/server/src/orders/place-order.ts -> ../staff/staff-access.ts; apps/server/src/staff/staff-routes.ts -> ../orders/order-views.ts): move the shared part below both',
    ]);
    // A known pair passes; once it is gone, the list must shrink.
    expect(problems(files, ['orders <-> staff'])).toEqual([]);
    expect(problems(files.slice(0, 1), ['orders <-> staff'])).toEqual([
      'apps/server: orders <-> staff no longer import each other: take the pair out of KNOWN_SERVER_PAIRS',
    ]);
  });
});
