import { formatMoney, type PromoCode } from '@orderly/domain';

export interface BannerOptions {
  publicUrl: string;
  engine: 'pglite' | 'postgres';
  dataDir: string;
  demo: boolean;
  /** Whether the demo's accounts exist (never in production). Default: with the demo. */
  demoAccounts?: boolean;
  /** Which adapter each integration uses. */
  integrations?: Record<string, string>;
  /** The development setups production was allowed to start with (ALLOW_IN_PRODUCTION), and their risks. */
  productionExceptions?: readonly { exception: string; risk: string }[];
  /** The demo's promo codes (those turned on are listed, for a newcomer to try at checkout). */
  demoPromoCodes?: readonly PromoCode[];
}

const weekdays = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

/** A promo code in a line: "WEEKLY15  15% off (at most $8.00), every day, once a week". */
export function promoCodeLine(promo: PromoCode): string {
  const days = promo.validDays.every(Boolean)
    ? 'every day'
    : weekdays.filter((_, index) => promo.validDays[index]).join(' and ');
  const often = promo.frequency === 'none' ? '' : `, once a ${promo.frequency}`;
  const percent = Math.round(promo.discount * 100);
  return `${promo.code.padEnd(15)} ${percent}% off (at most ${formatMoney(promo.maxDiscountAmount)}), ${days}${often}`;
}

/** The demo restaurant's ways of ordering and the staff app, as paths (the banner and the platform's root page list them). */
export const demoLinks: readonly { label: string; path: string }[] = [
  { label: 'Pickup or delivery', path: '/restaurants/demo/locations/downtown' },
  { label: 'Courier delivery', path: '/restaurants/demo/locations/kitsilano' },
  { label: 'Table QR (dine-in)', path: '/restaurants/demo/locations/downtown/tables/t1' },
  { label: 'Kiosk', path: '/restaurants/demo/locations/downtown/kiosks/t12/' },
  { label: 'Staff app', path: '/staff' },
];

/** What to open after `npm start`: links for each way of ordering, the staff app and the demo accounts. */
export function startupBanner({
  publicUrl,
  engine,
  dataDir,
  demo,
  demoAccounts = demo,
  integrations,
  productionExceptions = [],
  demoPromoCodes = [],
}: BannerOptions): string {
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
  if (productionExceptions.length > 0) {
    lines.push(
      '',
      `WARNING: production runs with ALLOW_IN_PRODUCTION=${productionExceptions.map(({ exception }) => exception).join(',')}:`,
      ...productionExceptions.map(({ exception, risk }) => `  ${exception.padEnd(18)} ${risk}`),
      'Unset ALLOW_IN_PRODUCTION and configure what is missing before customers use this server (docs/operations.md).',
    );
  }
  if (demo) {
    lines.push(
      '',
      'Open the demo restaurant:',
      ...demoLinks.map(({ label, path }) => `  ${label.padEnd(20)} ${publicUrl}${path}`),
      '',
    );
    if (demoAccounts) {
      lines.push(
        'Demo accounts (password demo1234):',
        '  customer@demo.test   customer with reward points',
        '  staff@demo.test      staff of the demo restaurant',
        '  manager@demo.test    manager of the demo restaurant',
      );
      const codes = demoPromoCodes.filter((promo) => promo.active);
      if (codes.length > 0) {
        lines.push(
          'Demo promo codes (at checkout, signed in):',
          ...codes.map((promo) => `  ${promoCodeLine(promo)}`),
        );
      }
    } else {
      lines.push('Demo accounts are off in production (NODE_ENV=production): sign up to try the demo.');
    }
  }
  lines.push('', `Health: ${publicUrl}/api/health`, '');
  return lines.join('\n');
}
