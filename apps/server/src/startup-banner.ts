export interface BannerOptions {
  publicUrl: string;
  engine: 'pglite' | 'postgres';
  dataDir: string;
  demo: boolean;
  /** Which adapter each integration uses. */
  integrations?: Record<string, string>;
}

/** What to open after `npm start`: links for each way of ordering, the staff app and the demo accounts. */
export function startupBanner({ publicUrl, engine, dataDir, demo, integrations }: BannerOptions): string {
  const lines = [
    '',
    `Orderly is running at ${publicUrl}`,
    `  database: ${engine === 'pglite' ? `embedded PGlite in ${dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (integrations) {
    lines.push(
      `  integrations: ${Object.entries(integrations)
        .map(([port, adapter]) => `${port} ${adapter}`)
        .join(', ')}`,
    );
  }
  if (demo) {
    const base = `${publicUrl}/restaurants/demo/locations`;
    lines.push(
      '',
      'Open the demo restaurant:',
      `  Pickup or delivery   ${base}/downtown`,
      `  Courier delivery     ${base}/kitsilano`,
      `  Table QR (dine-in)   ${base}/downtown/tables/t1`,
      `  Kiosk                ${base}/downtown/kiosks/t12/`,
      `  Staff app            ${publicUrl}/staff`,
      '',
      'Demo accounts (password demo1234):',
      '  customer@demo.test   customer with reward points',
      '  staff@demo.test      staff of the demo restaurant',
      '  manager@demo.test    manager of the demo restaurant',
    );
  }
  lines.push('', `Health: ${publicUrl}/api/health`, '');
  return lines.join('\n');
}
