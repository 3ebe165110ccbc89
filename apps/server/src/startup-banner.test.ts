import { describe, expect, it } from 'vitest';
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
});
