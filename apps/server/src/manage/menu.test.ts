import { topics } from '@orderly/client/protocol';
import { guestOrderBody, products } from '@orderly/test-kit';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoDocumentJson } from '../demo/demo.ts';
import { importRestaurant } from '../restaurants/restaurant-import.ts';
import type { Json } from '../test/http-client.ts';
import { liveClient } from '../test/live-client.ts';
import { readsAsSentence } from '../test/route-callers.ts';
import {
  expectRefusals,
  gastownLocation,
  manageServerForFile,
  refusedToAllButManagers,
} from './manager-access.testing.ts';

const menuPath = (restaurant = 'demo') => `/api/manage/restaurants/${restaurant}/menu`;
const locationMenusPath = (location: string, restaurant = 'demo') =>
  `/api/manage/restaurants/${restaurant}/locations/${location}/menus`;
const customerMenu = (location = 'downtown') => `/guest/restaurants/demo/locations/${location}/menu`;

/** The file's server, a client of it and its callers (manager-access.testing.ts). */
const { server, api, callers } = manageServerForFile();

/** Every test starts from the demo restaurant's file (Kitsilano has its ramen kit sold out). */
beforeEach(async () => {
  await importRestaurant(server.database.db, demoDocumentJson());
});

const readMenu = async (token = callers.manager) => {
  const response = await api.get(menuPath(), { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Json;
};

/** The whole edit the editor sends, from what it read. */
const editOf = (view: Json) => ({
  version: view.version,
  menu: view.menu,
  menus: view.menus,
  takeoutAccessories: view.takeoutAccessories,
});

const product = (view: Json, id: string) => view.menu.products.find((entry: Json) => entry.id === id);
/** A product of a customer's menu (the catalogue a location sells). */
const dish = (menu: Json, id: string) => menu.products.find((entry: Json) => entry.id === id);

const activity = async () =>
  (await api.get('/api/manage/restaurants/demo/activity?area=menu', { token: callers.manager })).body.data
    .entries as {
    summary: string;
    changes: Record<string, { from: unknown; to: unknown }>;
    user: { email: string };
  }[];

describe('who may read and change the menu', () => {
  const calls = (restaurant = 'demo') => [
    { method: 'GET', path: menuPath(restaurant) },
    { method: 'PUT', path: menuPath(restaurant), body: { version: 'x' } },
    { method: 'PUT', path: locationMenusPath('downtown', restaurant), body: { version: 'x', menus: null } },
    { method: 'GET', path: `${menuPath(restaurant)}/export?format=csv` },
    { method: 'POST', path: `${menuPath(restaurant)}/import`, body: { format: 'csv', content: 'kind,id' } },
  ];

  it("refuses strangers (401), staff, customers and another restaurant's manager (403)", async () => {
    for (const call of calls()) {
      const refusals = await expectRefusals(callers, call.method, call.path, call.body);
      expect(refusals, `${call.method} ${call.path}`).toEqual(refusedToAllButManagers);
    }
    for (const call of calls('rival')) {
      const response = await api.request(call.method, call.path, { body: call.body, token: callers.manager });
      expect(response.status, `${call.method} ${call.path}`).toBe(403);
    }
  });

  it('lets a manager of one location read the menu and change that location’s menus only', async () => {
    const view = await readMenu(callers.kitsManager);
    expect(view.canEditMenu).toBe(false);
    expect(view.locations.map((location: Json) => [location.id, location.canEdit])).toEqual([
      ['downtown', false],
      ['kitsilano', true],
    ]);
    const save = await api.put(menuPath(), editOf(view), { token: callers.kitsManager });
    expect(save.status).toBe(403);
    expect(save.body.error.message).toBe(
      'Only a manager of every location of this restaurant can change what all of them share.',
    );
    const imported = await api.post(
      `${menuPath()}/import`,
      { format: 'csv', content: 'kind,id,name\ncategory,a,A' },
      { token: callers.kitsManager },
    );
    expect(imported.status).toBe(403);
    const downtown = await api.put(
      locationMenusPath('downtown'),
      { version: view.version, menus: null },
      { token: callers.kitsManager },
    );
    expect(downtown.status).toBe(403);
    const kitsilano = await api.put(
      locationMenusPath('kitsilano'),
      { version: view.version, menus: null },
      { token: callers.kitsManager },
    );
    expect(kitsilano.status, JSON.stringify(kitsilano.body)).toBe(200);
    expect(kitsilano.body.data.locations[1].ownMenus).toBeNull();
  });
});

describe('saving the menu', () => {
  it('changes a price everywhere, keeps what a location sold out, logs it and tells open menus', async () => {
    const view = await readMenu();
    expect(view.locations.find((location: Json) => location.id === 'kitsilano').soldOut).toEqual([
      'ramen-kit',
    ]);
    expect(view.pictures).toContain('/media/demo/maple-pancakes.svg');
    const customer = await liveClient(server.baseUrl);
    customer.send({ type: 'subscribe', topic: topics.menu('demo', 'kitsilano') });
    await customer.waitFor((message) => message.type === 'snapshot');
    const seen = customer.messages.length;

    const edit = editOf(view);
    product(edit, 'maple-pancakes').price = 1475;
    const saved = await api.put(menuPath(), edit, { token: callers.manager });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(product(saved.body.data, 'maple-pancakes').price).toBe(1475);
    expect(saved.body.data.version).not.toBe(view.version);

    const snapshot = await customer.waitFor(
      (message) =>
        message.type === 'snapshot' &&
        message.data.products.some((entry: Json) => entry.id === 'maple-pancakes' && entry.price === 1475),
      seen,
    );
    expect(snapshot.data.products.find((entry: Json) => entry.id === 'ramen-kit').active).toBe(false);
    customer.close();
    for (const location of ['downtown', 'kitsilano']) {
      const menu = (await api.get(customerMenu(location))).body.data;
      expect(dish(menu, 'maple-pancakes').price).toBe(1475);
      expect(dish(menu, 'ramen-kit').active).toBe(location === 'downtown');
    }
    const [entry] = await activity();
    expect(entry).toMatchObject({
      summary: 'Changed the price of "Maple Buttermilk Pancakes" from $13.50 to $14.75.',
      changes: { 'product:maple-pancakes:price': { from: 1350, to: 1475 } },
      user: { email: 'manager@demo.test' },
    });
  });

  it('adds a category with a product that has a required modifier, shown on the default menu', async () => {
    const view = await readMenu();
    const edit = editOf(view);
    edit.menu.categories.push({
      id: 'bowls',
      name: 'Bowls',
      productOrder: ['tofu-bowl'],
      orderType: 'all',
      takeoutAccessory: false,
    });
    edit.menu.products.push({
      id: 'tofu-bowl',
      name: 'Tofu bowl',
      price: 1600,
      description: 'Crispy tofu, rice, greens.',
      imageUrl: '',
      options: [],
      modifiers: ['tofu-base'],
      orderType: 'all',
      active: true,
      taxRate: 0.05,
    });
    edit.menu.modifiers.push({
      id: 'tofu-base',
      name: 'Base',
      required: 1,
      maxSelect: 1,
      choices: [
        { id: 'rice', name: 'Rice', price: 0, selected: false, active: true },
        { id: 'noodles', name: 'Noodles', price: 100, selected: false, active: true },
      ],
    });
    edit.menus.default.categoryOrder.push('bowls');
    const saved = await api.put(menuPath(), edit, { token: callers.manager });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const menu = (await api.get(customerMenu('downtown'))).body.data;
    expect(dish(menu, 'tofu-bowl')).toMatchObject({ price: 1600, modifiers: ['tofu-base'] });
    const location = (await api.get('/guest/restaurants/demo/locations/downtown')).body.data;
    // Downtown has menus of its own: the new category joins the restaurant's, not theirs.
    expect(location.settings.menus.default.categoryOrder).not.toContain('bowls');
    expect((await activity())[0]!.summary).toBe('Added the category "Bowls" and 3 more changes.');

    // Removing the category takes it out of every menu, the locations' own included.
    const again = editOf(saved.body.data);
    again.menu.categories = again.menu.categories.filter((category: Json) => category.id !== 'breakfast');
    for (const menu of Object.values(again.menus) as Json[]) {
      menu.categoryOrder = menu.categoryOrder.filter((id: string) => id !== 'breakfast');
    }
    const removed = await api.put(menuPath(), again, { token: callers.manager });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const kitsilano = removed.body.data.locations.find((entry: Json) => entry.id === 'kitsilano');
    expect(JSON.stringify(kitsilano.ownMenus)).not.toContain('"breakfast"');
    const exported = await api.get(`${menuPath()}/export?format=json`, { token: callers.manager });
    expect(exported.status).toBe(200);
  });

  it('prices the next order from the saved catalogue', async () => {
    const edit = editOf(await readMenu());
    product(edit, 'ginger-soda').price = 525;
    expect((await api.put(menuPath(), edit, { token: callers.manager })).status).toBe(200);
    const order = await api.post(
      '/guest/create_order',
      guestOrderBody({ products: products({ 'ginger-soda': 2 }), tableId: 't5' }),
    );
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const { orderNumber } = order.body.data.order;
    const found = await api.get(
      `/api/staff/orders?restaurantId=demo&locationId=downtown&number=${orderNumber}`,
      { token: callers.staff },
    );
    expect(found.body.data.orders[0]).toMatchObject({
      subTotal: 1050,
      lines: [expect.objectContaining({ productId: 'ginger-soda', unitPrice: 525 })],
    });
  });

  it('reorders the categories everywhere, the locations’ own menus included', async () => {
    const view = await readMenu();
    const edit = editOf(view);
    const lateNight = edit.menu.categories.find((category: Json) => category.id === 'late-night');
    edit.menu.categories = [
      lateNight,
      ...edit.menu.categories.filter((category: Json) => category !== lateNight),
    ];
    for (const menu of Object.values(edit.menus) as Json[]) {
      if (menu.categoryOrder.includes('late-night')) {
        menu.categoryOrder = [
          'late-night',
          ...menu.categoryOrder.filter((id: string) => id !== 'late-night'),
        ];
      }
    }
    const saved = await api.put(menuPath(), edit, { token: callers.manager });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.menu.categories[0].id).toBe('late-night');
    const downtown = (await api.get('/guest/restaurants/demo/locations/downtown')).body.data.settings;
    expect(downtown.menus.menu2.categoryOrder[0]).toBe('late-night');
    expect(downtown.menus.default.categoryOrder.slice(0, 2)).toEqual(['late-night', 'breakfast']);
    expect((await activity())[0]!.summary).toMatch(
      /^Changed the order of the categories and \d+ more changes?\.$/,
    );
  });

  it('refuses bad input with sentences naming the item, and writes nothing', async () => {
    const logged = (await activity()).length;
    const view = await readMenu();
    const edit = editOf(view);
    product(edit, 'maple-pancakes').price = -100;
    const one = await api.put(menuPath(), edit, { token: callers.manager });
    expect(one.status).toBe(400);
    expect(one.body.error.message).toBe(
      'Product "Maple Buttermilk Pancakes", price: Amounts cannot be negative.',
    );

    product(edit, 'maple-pancakes').price = 12.5;
    edit.menu.modifiers[0].required = 5;
    edit.menu.categories[0].productOrder.push('no-such-dish');
    edit.menus.default.hours[2] = { open: '9am', close: '17:00' };
    const many = await api.put(menuPath(), edit, { token: callers.manager });
    expect(many.status).toBe(400);
    expect(many.body.error.message.split('\n')).toEqual([
      'The menu has 4 problems:',
      'Product "Maple Buttermilk Pancakes", price: Amounts are whole cents.',
      'Modifier "Extra toppings", required choices: required cannot be more than maxSelect.',
      'Menu "All day", Tuesday, open: Use a 24-hour time such as "09:30" (up to "24:00").',
      '…and 1 more.',
    ]);
    expect(readsAsSentence(many.body.error.message)).toBe(true);

    for (const body of [
      {},
      { version: view.version },
      { version: view.version, menu: 'everything' },
      { ...editOf(view), menu: { ...view.menu, extra: 1 } },
      { ...editOf(view), takeoutAccessories: 'chopsticks' },
    ]) {
      const response = await api.put(menuPath(), body, { token: callers.manager });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(readsAsSentence(response.body.error.message), response.body.error.message).toBe(true);
    }
    expect(product(await readMenu(), 'maple-pancakes').price).toBe(1350);
    expect(await activity()).toHaveLength(logged);
  });

  it('answers odd bodies with sentences, never a fault', async () => {
    const view = await readMenu();
    const calls = [
      ['PUT', locationMenusPath('downtown'), { version: view.version, menus: 'weekdays' }],
      ['PUT', locationMenusPath('downtown'), { version: view.version, menus: {} }],
      ['PUT', locationMenusPath('downtown'), { version: view.version }],
      ['PUT', locationMenusPath('nowhere'), { version: view.version, menus: null }],
      ['POST', `${menuPath()}/import`, { format: 'json', content: '[]' }],
      ['POST', `${menuPath()}/import`, { format: 'json', content: 'null' }],
      ['POST', `${menuPath()}/import`, { format: 'json', content: '{"format":"orderly.menu/1","menu":7}' }],
      ['POST', `${menuPath()}/import`, { format: 'csv', content: 'kind,id\n' }],
      ['POST', `${menuPath()}/import`, { format: 'csv', content: '"unclosed\n' }],
      ['POST', `${menuPath()}/import`, { format: 'csv', content: 'x'.repeat(10) }],
    ] as const;
    for (const [method, path, body] of calls) {
      const response = await api.request(method, path, { body, token: callers.manager });
      const what = `${method} ${path} ${JSON.stringify(body)}`;
      expect(response.status, what).toBeLessThan(500);
      if (response.status >= 400) {
        expect(readsAsSentence(response.body.error.message), response.body.error.message).toBe(true);
      } else {
        expect(response.body.data.applied, what).toBe(false);
        for (const problem of response.body.data.problems)
          expect(readsAsSentence(problem), problem).toBe(true);
      }
    }
  });

  it('refuses a save made from an older view (409)', async () => {
    const view = await readMenu();
    const first = editOf(view);
    product(first, 'maple-pancakes').price = 1400;
    expect((await api.put(menuPath(), first, { token: callers.manager })).status).toBe(200);
    const second = editOf(view);
    product(second, 'maple-pancakes').name = 'Pancakes';
    const stale = await api.put(menuPath(), second, { token: callers.manager });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(
      'Someone else changed the menu meanwhile. Reload to see their changes, then save again.',
    );

    // Two saves at once from the same view: one is saved, the other refused, never both.
    const now = await readMenu();
    const [a, b] = [editOf(now), editOf(now)];
    product(a, 'maple-pancakes').price = 1500;
    product(b, 'avocado-toast').price = 1600;
    const statuses = await Promise.all(
      [a, b].map(async (body) => (await api.put(menuPath(), body, { token: callers.manager })).status),
    );
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('is not refused because another manager added or removed a location meanwhile', async () => {
    const view = await readMenu();
    const locations = '/api/manage/restaurants/demo/locations';
    const added = await api.post(locations, gastownLocation, { token: callers.manager });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const edit = editOf(view);
    product(edit, 'maple-pancakes').price = 1400;
    const saved = await api.put(menuPath(), edit, { token: callers.manager });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.locations.map((location: Json) => location.id)).toContain('gastown');

    const removed = await api.delete(`${locations}/gastown`, { token: callers.manager });
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    const again = editOf(saved.body.data);
    product(again, 'maple-pancakes').price = 1500;
    expect((await api.put(menuPath(), again, { token: callers.manager })).status).toBe(200);

    // A location's own menus are part of what the editor saves: a change to them still refuses.
    const own = structuredClone(view.menus);
    own.default.hours[0] = null;
    const current = await readMenu();
    const ownSaved = await api.put(
      locationMenusPath('downtown'),
      { version: current.version, menus: own },
      { token: callers.manager },
    );
    expect(ownSaved.status, JSON.stringify(ownSaved.body)).toBe(200);
    expect((await api.put(menuPath(), editOf(current), { token: callers.manager })).status).toBe(409);
  });

  it("gives a location its own menus and back to the restaurant's", async () => {
    const view = await readMenu();
    const own = structuredClone(view.menus);
    own.default.hours[0] = null;
    const saved = await api.put(
      locationMenusPath('downtown'),
      { version: view.version, menus: own },
      { token: callers.manager },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.locations[0].ownMenus.default.hours[0]).toBeNull();
    expect((await activity())[0]!.summary).toBe('Changed the hours of "All day" at Downtown (Yaletown).');

    own.menu1 = { name: ' ', active: true, hours: own.default.hours, categoryOrder: ['ghost'] };
    const bad = await api.put(
      locationMenusPath('downtown'),
      { version: saved.body.data.version, menus: own },
      { token: callers.manager },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(
      'The menu has 2 problems:\nMenu 1, name: This cannot be empty.\nMenu 1, categories: There is no category "ghost".'.replace(
        /Menu 1/g,
        'Menu "menu1"',
      ),
    );
    const back = await api.put(
      locationMenusPath('downtown'),
      { version: saved.body.data.version, menus: null },
      { token: callers.manager },
    );
    expect(back.body.data.locations[0].ownMenus).toBeNull();
    expect((await activity())[0]!.summary).toBe("Downtown (Yaletown) now follows the restaurant's menus.");
    const location = (await api.get('/guest/restaurants/demo/locations/downtown')).body.data;
    expect(location.settings.menus.default.name).toBe('All day');
  });
});

describe('menu files', () => {
  const exportAs = async (format: 'csv' | 'json') => {
    const response = await api.get(`${menuPath()}/export?format=${format}`, { token: callers.manager });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as { filename: string; contentType: string; content: string };
  };
  const importFile = (format: 'csv' | 'json', content: string, apply = false, version?: string) =>
    api.post(`${menuPath()}/import`, { format, content, apply, version }, { token: callers.manager });

  it('imports its own export unchanged (CSV and JSON)', async () => {
    for (const format of ['csv', 'json'] as const) {
      const file = await exportAs(format);
      expect(file.filename).toBe(`demo-menu.${format}`);
      const preview = await importFile(format, file.content);
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.data).toMatchObject({ applied: false, problems: [], changes: [] });
      expect(preview.body.data.counts).toEqual({ categories: 10, products: 36, modifiers: 16 });
    }
  });

  it('import -> export -> import gives the same menu, and a whole restaurant file is read too', async () => {
    const csv = (await exportAs('csv')).content;
    const changed = csv
      .split('\r\n')
      .map((line) => (line.startsWith('product,maple-pancakes,') ? line.replace(',13.50,', ',15.00,') : line))
      .join('\r\n');
    expect(changed).not.toBe(csv);
    const preview = await importFile('csv', changed);
    expect(preview.body.data.changes).toEqual([
      'Changed the price of "Maple Buttermilk Pancakes" from $13.50 to $15.00.',
    ]);
    const applied = await importFile('csv', changed, true, preview.body.data.view.version);
    expect(applied.body.data.applied).toBe(true);
    expect((await exportAs('csv')).content).toBe(changed);
    expect(product(await readMenu(), 'maple-pancakes').price).toBe(1500);
    expect((await activity())[0]!.summary).toBe(
      'Imported the menu from a CSV file. Changed the price of "Maple Buttermilk Pancakes" from $13.50 to $15.00.',
    );

    const json = (await exportAs('json')).content;
    expect((await importFile('json', json)).body.data.changes).toEqual([]);
    const whole = await importFile('json', JSON.stringify(demoDocumentJson()));
    expect(whole.body.data.changes).toEqual([
      'Changed the price of "Maple Buttermilk Pancakes" from $15.00 to $13.50.',
    ]);
  });

  it("applies a JSON file's per-location menus and sold-out items, listing each location's changes first", async () => {
    const file = JSON.parse((await exportAs('json')).content);
    // The export names each location's own menus and what it has sold out.
    expect(file.locations).toEqual([
      expect.objectContaining({ id: 'downtown', locationName: 'Downtown (Yaletown)', soldOut: [] }),
      expect.objectContaining({ id: 'kitsilano', locationName: 'Kitsilano', soldOut: ['ramen-kit'] }),
    ]);
    const downtown = file.locations[0];
    const kitsilano = file.locations[1];
    expect(Object.keys(kitsilano.menus)).toEqual(['menu1', 'menu2', 'menu3', 'default']);
    downtown.soldOut = ['maple-pancakes'];
    kitsilano.soldOut = [];
    kitsilano.menus = null;
    file.locations.push({ id: 'gastown', menus: null, soldOut: [] });
    const content = JSON.stringify(file);

    const logged = (await activity()).length;
    const preview = await importFile('json', content);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toMatchObject({ applied: false, problems: [] });
    expect(preview.body.data.changes).toEqual([
      'Sold out at Downtown (Yaletown): "Maple Buttermilk Pancakes".',
      "Kitsilano follows the restaurant's menus.",
      'Back on sale at Kitsilano: "Take-Home Ramen Kit".',
      'Left out the file\'s location "gastown": this restaurant has no such location.',
    ]);
    // A preview writes nothing.
    expect(dish((await api.get(customerMenu('downtown'))).body.data, 'maple-pancakes').active).toBe(true);
    expect((await activity()).length).toBe(logged);

    const applied = await importFile('json', content, true, preview.body.data.view.version);
    expect(applied.body.data.applied).toBe(true);
    expect(dish((await api.get(customerMenu('downtown'))).body.data, 'maple-pancakes').active).toBe(false);
    expect(dish((await api.get(customerMenu('kitsilano'))).body.data, 'ramen-kit').active).toBe(true);
    const view = applied.body.data.view;
    const place = (id: string) => view.locations.find((location: Json) => location.id === id);
    expect(place('kitsilano')).toMatchObject({ ownMenus: null, soldOut: [] });
    expect(place('downtown').soldOut).toEqual(['maple-pancakes']);
    expect((await activity())[0]!.summary).toBe(
      'Imported the menu from a JSON file. Sold out at Downtown (Yaletown): "Maple Buttermilk Pancakes" and 2 more changes.',
    );
    // Exported again, the file is what was imported (the unknown location aside).
    const again = JSON.parse((await exportAs('json')).content);
    expect(again.locations).toEqual(file.locations.slice(0, 2));
  });

  it('refuses a JSON file whose location menus or sold-out items name what its menu does not have', async () => {
    const file = JSON.parse((await exportAs('json')).content);
    file.locations[0].soldOut = ['no-such-dish'];
    file.locations[1].menus.menu1.categoryOrder = ['no-such-category'];
    const refused = await importFile('json', JSON.stringify(file), true);
    expect(refused.body.data).toMatchObject({ applied: false, changes: [] });
    expect(refused.body.data.problems).toEqual([
      'Downtown (Yaletown), sold out: There is no product or choice "no-such-dish".',
      'Kitsilano: Menu "Breakfast", categories: There is no category "no-such-category".',
    ]);
  });

  it('lists the problems of a file and saves nothing', async () => {
    const logged = (await activity()).length;
    const sheet = 'kind,id,name,price,categories\ncategory,mains,Mains,,\nproduct,soup,Soup,abc,mains\n';
    const response = await importFile('csv', sheet, true);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      applied: false,
      problems: ['Row 3: price "abc" is not an amount such as 12.50.'],
    });
    const schema = await importFile('csv', 'kind,id,name,price\nproduct,soup,,4\n');
    expect(schema.body.data.problems).toEqual(['Product 1, name: This cannot be empty.']);

    const empty = await importFile('csv', 'kind,id,name\r\n');
    expect(empty.body.data.problems).toEqual([
      'The sheet has no categories or products under its header row.',
    ]);

    const notJson = await importFile('json', '{"format": ');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.message).toBe(
      'The file is not valid JSON. Export it again, or choose the CSV format.',
    );
    const notMenu = await importFile('json', '{"hello": 1}');
    expect(notMenu.status).toBe(400);
    expect(readsAsSentence(notMenu.body.error.message)).toBe(true);
    const badFormat = await api.post(
      `${menuPath()}/import`,
      { format: 'xlsx', content: 'x' },
      { token: callers.manager },
    );
    expect(badFormat.body.error.message).toBe('Choose the format: csv or json.');
    expect(await activity()).toHaveLength(logged);
  });

  it('refuses a JSON file whose text escapes a character no database stores (NUL, half a surrogate pair), naming the field', async () => {
    const logged = (await activity()).length;
    const exported = (await exportAs('json')).content;
    const file = JSON.parse(exported);
    const first = file.menu.products[0].name as string;
    // The escapes as a file has them: the request's body is plain text, the file's JSON holds them.
    const cases: [string, string][] = [
      [exported.replace(`"name": "${first}"`, `"name": "${first}\\u0000"`), 'menu.products[0].name'],
      [exported.replace(`"name": "${first}"`, `"name": "\\ud800${first}"`), 'menu.products[0].name'],
      [exported.replace('"soldOut": []', '"soldOut": ["x\\udfff"]'), 'locations[0].soldOut[0]'],
    ];
    for (const [content, field] of cases) {
      expect(content).not.toBe(exported);
      for (const apply of [true, false]) {
        const refused = await importFile('json', content, apply, (await readMenu()).version);
        expect(refused.status, JSON.stringify(refused.body.error ?? refused.body.data.changes)).toBe(400);
        expect(refused.body.error.message).toBe(
          `The file's ${field} holds a character that cannot be saved (U+0000, or half of a surrogate pair): remove it and import the file again.`,
        );
      }
    }
    expect(product(await readMenu(), file.menu.products[0].id).name).toBe(first);
    expect(await activity()).toHaveLength(logged);
  });

  it('refuses to apply a file over a menu changed since its preview (409)', async () => {
    const csv = (await exportAs('csv')).content;
    const preview = await importFile('csv', csv.replace('13.50', '14.00'));
    const view = await readMenu();
    const edit = editOf(view);
    product(edit, 'avocado-toast').price = 1;
    await api.put(menuPath(), edit, { token: callers.manager });
    const applied = await importFile(
      'csv',
      csv.replace('13.50', '14.00'),
      true,
      preview.body.data.view.version,
    );
    expect(applied.status).toBe(409);
  });
});
