import { describe, expect, it } from 'vitest';
import { demoPromoCodes } from './demo/demo.ts';
import { startupBanner } from './startup-banner.ts';

describe('the start-up banner', () => {
  it('prints the links to open, the demo accounts and what each integration runs on', () => {
    const banner = startupBanner({
      publicUrl: 'http://localhost:3000',
      engine: 'pglite',
      dataDir: './data',
      demo: true,
      integrations: { payments: 'sandbox', courier: 'sandbox', addressSearch: 'gazetteer', mailer: 'outbox' },
    });
    for (const line of [
      'http://localhost:3000/restaurants/demo/locations/downtown',
      'http://localhost:3000/restaurants/demo/locations/downtown/tables/t1',
      'http://localhost:3000/restaurants/demo/locations/downtown/kiosks/t12/',
      'http://localhost:3000/staff',
      'customer@demo.test',
      'staff@demo.test',
      'payments sandbox, courier sandbox, addressSearch gazetteer, mailer outbox',
      'embedded PGlite in ./data',
    ]) {
      expect(banner).toContain(line);
    }
  });

  it("names the demo's promo codes that are turned on, with what each gives (issue 24)", () => {
    const banner = startupBanner({
      publicUrl: 'http://localhost:3000',
      engine: 'pglite',
      dataDir: './data',
      demo: true,
      demoPromoCodes: demoPromoCodes(),
    });
    expect(banner).toContain('Demo promo codes (at checkout, signed in):');
    expect(banner).toMatch(/WELCOME10 +10% off \(at most \$10\.00\), every day\n/);
    expect(banner).toMatch(/TACOTUESDAY +20% off \(at most \$6\.00\), Tuesdays, once a day/);
    expect(banner).toMatch(/WEEKENDBRUNCH +12% off \(at most \$5\.00\), Sundays and Saturdays, once a month/);
    // Turned off in the demo: not offered.
    expect(banner).not.toContain('OLDNEWS');
  });

  it('warns of each development setup production was allowed to start with, and what it risks', () => {
    const banner = startupBanner({
      publicUrl: 'https://order.example.com',
      engine: 'pglite',
      dataDir: '/srv/orderly',
      demo: false,
      productionExceptions: [
        { exception: 'payments-sandbox', risk: 'online orders are marked paid and no money is taken' },
        { exception: 'pglite', risk: 'one instance only' },
      ],
    });
    expect(banner).toContain('WARNING: production runs with ALLOW_IN_PRODUCTION=payments-sandbox,pglite:');
    expect(banner).toMatch(/payments-sandbox +online orders are marked paid and no money is taken/);
    expect(banner).toMatch(/pglite +one instance only/);
    expect(startupBanner({ publicUrl: 'x', engine: 'postgres', dataDir: '.', demo: false })).not.toContain(
      'WARNING',
    );
  });
});
