import type { LocationSettings } from '@orderly/domain';
import { describe, expect, it } from 'vitest';
import { privateSettingKeys, publicSettings, publicSettingsSchema } from './public-settings.ts';

const listed = Object.keys(publicSettingsSchema.shape);

describe('the settings a browser receives', () => {
  it('are only the listed fields: a private one or one nobody listed yet never leaves the server', () => {
    const settings = {
      name: 'Maple and Miso',
      orderOpen: true,
      passcode: '1234',
      integrationId: 'pos-42',
      printers: ['kitchen'],
      cardProviderFee: 0.029,
      commissionFee: 0.1,
      subscriptionFee: 9900,
      aNewSecretSetting: 'sk_live_…',
    } as unknown as LocationSettings;
    expect(publicSettings(settings)).toEqual({ name: 'Maple and Miso', orderOpen: true });
  });

  it('never list a private setting', () => {
    for (const key of privateSettingKeys) expect(listed).not.toContain(key);
  });
});
