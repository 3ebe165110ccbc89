import { describe, expect, it } from 'vitest';
import { brandSettingsSchema } from './schema.ts';
import { labelList, settingLabel, settingLabels } from './setting-labels.ts';

describe('setting labels', () => {
  it("name every setting of a restaurant's document in a manager's words, never its key", () => {
    for (const key of Object.keys(brandSettingsSchema.shape)) {
      expect(settingLabels[key], key).toBeDefined();
      expect(settingLabel(key), key).not.toMatch(/[a-z][A-Z]/);
    }
    expect(settingLabel('latLng')).toBe('map position');
    expect(settingLabel('deliveryZone')).toBe('delivery area');
  });

  it('read a key without words of its own as words', () => {
    expect(settingLabel('loyaltyStampCard')).toBe('loyalty stamp card');
    expect(settingLabel('maxItems2Go')).toBe('max items2 go');
    expect(settingLabel('colour')).toBe('colour');
  });

  it('list settings as a sentence does', () => {
    expect(labelList([])).toBe('');
    expect(labelList(['tipValues'])).toBe('tip options');
    expect(labelList(['welcomeMessage', 'tipValues'])).toBe('welcome message and tip options');
    expect(labelList(['welcomeMessage', 'deliveryEnabled', 'tipValues'])).toBe(
      'welcome message, delivery and tip options',
    );
  });
});
