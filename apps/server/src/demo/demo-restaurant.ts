/**
 * The demo restaurant: "Maple & Miso", a Vancouver burger & noodle house with two locations.
 *
 * Fixed ids that tests rely on: restaurant `demo`; locations `downtown` (open around the clock, its own
 * delivery with two fee zones) and `kitsilano` (real hours with a break and overnight weekends, delivery
 * through the third-party courier); tables `t1` … `t12` at each location; the users
 * customer@demo.test / staff@demo.test / manager@demo.test (password `demo1234`).
 *
 * Every feature of the spec is switched on somewhere. Money is integer cents, fractions are 0..1.
 * Artwork lives in apps/server/public/media/demo (served at /media/demo/<file>.svg).
 */
import type {
  Category,
  Choice,
  DayHours,
  LatLng,
  Menus,
  Modifier,
  Product,
  PromoCode,
  RequestType,
  Reward,
  Table,
  WeeklyHours,
} from '@orderly/domain';
import type { BrandSettings, RestaurantSeed } from './seed-types.ts';

/** URL of a demo image. */
const img = (file: string): string => `/media/demo/${file}.svg`;

const ALL_DAY: DayHours = { open: '00:00', close: '24:00' };
/** The same window every day of the week. */
const everyDay = (day: DayHours | null): WeeklyHours => [day, day, day, day, day, day, day];
const ALWAYS: WeeklyHours = everyDay(ALL_DAY);

const tables = (): Table[] =>
  Array.from({ length: 12 }, (_, i) => ({ id: `t${i + 1}`, tableNumber: String(i + 1), active: true }));

// ---------------------------------------------------------------------------------------------------
// Delivery zones around the downtown location (1160 Hamilton St, Yaletown).
// The inner zone (downtown peninsula, West End, Yaletown, Olympic Village) is listed first so it is
// checked first; the outer zone is a ~3–4 km ring reaching Fairview, Mount Pleasant, east Kitsilano
// and Strathcona. The overall delivery zone is the outer polygon itself, so both fee zones lie inside it.
// ---------------------------------------------------------------------------------------------------

export const innerZone: LatLng[] = [
  { lat: 49.2995, lng: -123.1405 },
  { lat: 49.2905, lng: -123.1505 },
  { lat: 49.2745, lng: -123.139 },
  { lat: 49.2675, lng: -123.1155 },
  { lat: 49.2695, lng: -123.0945 },
  { lat: 49.2865, lng: -123.0945 },
  { lat: 49.2935, lng: -123.11 },
];

export const outerZone: LatLng[] = [
  { lat: 49.312, lng: -123.15 },
  { lat: 49.295, lng: -123.17 },
  { lat: 49.266, lng: -123.161 },
  { lat: 49.2545, lng: -123.135 },
  { lat: 49.2545, lng: -123.085 },
  { lat: 49.27, lng: -123.072 },
  { lat: 49.29, lng: -123.076 },
  { lat: 49.3005, lng: -123.105 },
];

// ---------------------------------------------------------------------------------------------------
// Modifiers
// ---------------------------------------------------------------------------------------------------

const choice = (id: string, name: string, price = 0, extra: Partial<Choice> = {}): Choice => ({
  id,
  name,
  price,
  selected: false,
  active: true,
  ...extra,
});

const modifiers: Modifier[] = [
  {
    // Required single-select (radio buttons) with a pre-selected choice.
    id: 'doneness',
    name: 'How would you like it cooked?',
    required: 1,
    maxSelect: 1,
    choices: [
      choice('doneness-medium-rare', 'Medium rare'),
      choice('doneness-medium', 'Medium', 0, { selected: true }),
      choice('doneness-medium-well', 'Medium well'),
      choice('doneness-well-done', 'Well done'),
    ],
  },
  {
    id: 'burger-bun',
    name: 'Bun',
    required: 1,
    maxSelect: 1,
    choices: [
      choice('bun-brioche', 'Toasted brioche', 0, { selected: true }),
      choice('bun-gluten-free', 'Gluten-free bun', 250),
      choice('bun-lettuce-wrap', 'Butter lettuce wrap'),
    ],
  },
  {
    // Optional multi-select with a cap; one choice sold out, one arriving in 2027.
    id: 'burger-toppings',
    name: 'Add toppings',
    required: 0,
    maxSelect: 3,
    choices: [
      choice('topping-cheddar', 'Aged white cheddar', 150),
      choice('topping-bacon', 'Smoked bacon', 250),
      choice('topping-avocado', 'Smashed avocado', 225),
      choice('topping-fried-egg', 'Fried egg', 200),
      choice('topping-kimchi', 'House kimchi', 150),
      choice('topping-truffle-aioli', 'Truffle aioli', 200, { active: false }),
      choice('topping-smoked-gouda', 'Smoked gouda (coming soon)', 200, {
        activeAfter: '2027-01-15T00:00:00Z',
      }),
    ],
  },
  {
    id: 'spice-level',
    name: 'Spice level',
    required: 1,
    maxSelect: 1,
    choices: [
      choice('spice-mild', 'Mild', 0, { selected: true }),
      choice('spice-medium', 'Medium'),
      choice('spice-hot', 'Hot'),
      choice('spice-volcano', 'Volcano (ghost pepper)', 100, { activeAfter: '2027-02-01T00:00:00Z' }),
    ],
  },
  {
    // Optional, no limit (maxSelect 0).
    id: 'ramen-extras',
    name: 'Extras',
    required: 0,
    maxSelect: 0,
    choices: [
      choice('extra-ajitama', 'Marinated soft egg', 250),
      choice('extra-chashu', 'Extra chashu pork', 400),
      choice('extra-noodles', 'Kae-dama (extra noodles)', 300),
      choice('extra-corn-butter', 'Corn & butter', 200),
      choice('extra-nori', 'Extra nori', 100),
    ],
  },
  {
    // Required multi-pick: exactly two.
    id: 'choose-2-sides',
    name: 'Choose 2 sides',
    required: 2,
    maxSelect: 2,
    choices: [
      choice('side-fries', 'Hand-cut fries'),
      choice('side-kimchi-slaw', 'Kimchi slaw'),
      choice('side-edamame', 'Sea-salt edamame'),
      choice('side-green-salad', 'Little gem salad'),
      choice('side-onion-rings', 'Tempura onion rings', 150),
      choice('side-truffle-fries', 'Truffle fries', 300, { active: false }),
    ],
  },
  {
    id: 'beer-size',
    name: 'Size',
    required: 1,
    maxSelect: 1,
    choices: [
      choice('size-sleeve', 'Sleeve (14 oz)', 0, { selected: true }),
      choice('size-pint', 'Pint (20 oz)', 200),
      choice('size-pitcher', 'Pitcher (60 oz)', 1600),
    ],
  },
  {
    id: 'pancake-toppings',
    name: 'Extra toppings',
    required: 0,
    maxSelect: 2,
    choices: [
      choice('pancake-bacon', 'Maple-glazed bacon', 300),
      choice('pancake-berries', 'Extra BC blueberries', 250),
      choice('pancake-whipped-cream', 'Whipped cream', 150),
      choice('pancake-banana', 'Caramelised banana', 150),
    ],
  },
  {
    id: 'egg-style',
    name: 'Egg style',
    required: 1,
    maxSelect: 1,
    choices: [
      choice('egg-fried', 'Fried, runny yolk', 0, { selected: true }),
      choice('egg-scrambled', 'Soft scrambled'),
      choice('egg-over-hard', 'Over hard'),
    ],
  },
  {
    id: 'bowl-base',
    name: 'Base',
    required: 1,
    maxSelect: 1,
    choices: [
      choice('base-sushi-rice', 'Sushi rice', 0, { selected: true }),
      choice('base-brown-rice', 'Brown rice'),
      choice('base-greens', 'Mixed greens'),
      choice('base-half-half', 'Half rice, half greens'),
    ],
  },
  {
    id: 'dip-sauce',
    name: 'Dipping sauces',
    required: 0,
    maxSelect: 2,
    choices: [
      choice('dip-ketchup', 'Ketchup'),
      choice('dip-maple-mayo', 'Maple miso mayo', 75),
      choice('dip-sriracha-mayo', 'Sriracha mayo', 75),
      choice('dip-gochujang-ketchup', 'Gochujang ketchup', 75),
    ],
  },
  {
    id: 'dumpling-style',
    name: 'Style',
    required: 1,
    maxSelect: 1,
    choices: [
      choice('dumpling-pan-fried', 'Pan-fried (crispy bottoms)', 0, { selected: true }),
      choice('dumpling-steamed', 'Steamed'),
    ],
  },
  {
    id: 'salad-protein',
    name: 'Add protein',
    required: 0,
    maxSelect: 1,
    choices: [
      choice('protein-chicken', 'Grilled chicken', 500),
      choice('protein-salmon', 'Seared salmon', 700),
      choice('protein-tofu', 'Crispy tofu', 400),
    ],
  },
  {
    id: 'lemonade-flavour',
    name: 'Flavour',
    required: 1,
    maxSelect: 1,
    choices: [
      choice('lemonade-yuzu', 'Classic yuzu', 0, { selected: true }),
      choice('lemonade-strawberry', 'Strawberry basil', 50),
      choice('lemonade-ginger', 'Ginger mint', 50),
    ],
  },
  {
    id: 'milk-choice',
    name: 'Milk',
    required: 1,
    maxSelect: 1,
    choices: [
      choice('milk-whole', 'Whole milk', 0, { selected: true }),
      choice('milk-oat', 'Oat milk', 75),
      choice('milk-almond', 'Almond milk', 75),
    ],
  },
  {
    id: 'soft-serve-flavour',
    name: 'Flavour',
    required: 1,
    maxSelect: 1,
    choices: [
      choice('flavour-miso-caramel', 'Miso caramel', 0, { selected: true }),
      choice('flavour-vanilla', 'Madagascar vanilla'),
      choice('flavour-matcha', 'Uji matcha'),
      choice('flavour-swirl', 'Vanilla–matcha swirl'),
      choice('flavour-black-sesame', 'Black sesame (summer)', 0, { activeAfter: '2027-06-01T00:00:00Z' }),
    ],
  },
];

// ---------------------------------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------------------------------

const product = (
  id: string,
  name: string,
  price: number,
  description: string,
  extra: Partial<Product> = {},
): Product => ({
  id,
  name,
  price,
  description,
  imageUrl: img(id),
  options: [],
  modifiers: [],
  orderType: 'all',
  active: true,
  taxRate: 0.05,
  ...extra,
});

/** BC liquor: 5% GST + 10% PST. */
const LIQUOR_TAX = 0.15;

const products: Product[] = [
  // Breakfast
  product(
    'maple-pancakes',
    'Maple Buttermilk Pancakes',
    1350,
    'Three fluffy buttermilk pancakes with whipped maple butter, BC blueberries and warm Québec maple syrup.',
    { modifiers: ['pancake-toppings'], options: ['iced-matcha-latte'] },
  ),
  product(
    'brekkie-sandwich',
    'Sunrise Breakfast Sandwich',
    1150,
    'Free-run egg, aged cheddar, smoked bacon and miso-maple aioli on a toasted milk bun.',
    { modifiers: ['egg-style'], options: ['yuzu-lemonade'] },
  ),
  product(
    'avocado-toast',
    'Smashed Avocado Toast',
    1250,
    'Thick-cut sourdough, smashed avocado, pickled shallots, furikake and a jammy soft-boiled egg.',
  ),
  // Burgers
  product(
    'classic-burger',
    'The Classic Burger',
    1695,
    'Six ounces of Fraser Valley beef, aged cheddar, butter lettuce, tomato, house pickles and our secret Maple & Miso sauce.',
    { modifiers: ['doneness', 'burger-bun', 'burger-toppings'], options: ['fries', 'yuzu-lemonade'] },
  ),
  product(
    'miso-mushroom-burger',
    'Miso Mushroom Burger',
    1795,
    'Umami-glazed portobello, melted Swiss, caramelised onions and miso aioli. Fully vegetarian, fully satisfying.',
    { modifiers: ['burger-bun', 'burger-toppings'], options: ['truffle-fries'] },
  ),
  product(
    'crispy-chicken-burger',
    'Korean Fried Chicken Burger',
    1750,
    'Buttermilk-brined chicken thigh in a crackly crust, sticky gochujang glaze and crunchy kimchi slaw.',
    { modifiers: ['spice-level', 'burger-bun', 'burger-toppings'], options: ['fries', 'ginger-soda'] },
  ),
  product(
    'smash-double',
    'Double Smash Burger',
    1995,
    'Two crispy-edged smashed patties, double American cheese, grilled onions and pickles on a squishy potato bun.',
    { modifiers: ['burger-toppings'], options: ['fries'] },
  ),
  // Noodles & bowls
  product(
    'tonkotsu-ramen',
    'Tonkotsu Ramen',
    1850,
    'Creamy 18-hour pork bone broth, torched chashu, marinated egg, nori, scallions and springy wavy noodles.',
    { modifiers: ['spice-level', 'ramen-extras'], options: ['pork-dumplings'] },
  ),
  product(
    'spicy-miso-ramen',
    'Spicy Miso Ramen',
    1895,
    'Rich red miso broth with chili oil, ground pork, sweet corn, bean sprouts and a soft egg.',
    { modifiers: ['spice-level', 'ramen-extras'], options: ['pork-dumplings'] },
  ),
  product(
    'dan-dan-noodles',
    'Dan Dan Noodles',
    1695,
    'Hand-pulled noodles tossed in Sichuan pork ragù, sesame, chili oil, crushed peanuts and baby bok choy.',
    { modifiers: ['spice-level'] },
  ),
  product(
    'salmon-poke-bowl',
    'Sockeye Poke Bowl',
    1895,
    'Wild BC sockeye, edamame, cucumber, mango, pickled ginger and crispy shallots with sesame-ponzu.',
    { modifiers: ['bowl-base'] },
  ),
  product(
    'spring-yuzu-ramen',
    'Spring Yuzu Shio Ramen',
    1995,
    'Coming this spring: a bright, clear chicken-and-kombu shio broth with yuzu zest, spot prawns and pea shoots.',
    { modifiers: ['ramen-extras'], activeAfter: '2027-03-01T00:00:00Z' },
  ),
  // Snacks & small plates
  product(
    'fries',
    'Hand-Cut Fries',
    695,
    'Kennebec potatoes, twice fried until golden and tossed in sea salt.',
    { modifiers: ['dip-sauce'] },
  ),
  product(
    'truffle-fries',
    'Truffle Parmesan Fries',
    995,
    'Our hand-cut fries with truffle oil, shaved parmesan and parsley.',
    { modifiers: ['dip-sauce'] },
  ),
  product(
    'pork-dumplings',
    'Pork & Chive Dumplings',
    1195,
    'Six handmade dumplings with crispy lacy bottoms, black vinegar and chili crisp for dipping.',
    { modifiers: ['dumpling-style'] },
  ),
  product(
    'fish-tacos',
    'Crispy Fish Tacos',
    1450,
    'Two tacos of beer-battered lingcod, chipotle crema, shredded cabbage, pico de gallo and lime.',
  ),
  product(
    'kale-caesar',
    'Kale Caesar Salad',
    1395,
    'Lacinato kale and little gem, miso caesar dressing, parmesan and furikake croutons.',
    { modifiers: ['salad-protein'] },
  ),
  product(
    'margherita-flatbread',
    'Margherita Flatbread',
    1495,
    'Blistered stone-baked flatbread, San Marzano tomato, fior di latte and fresh basil.',
  ),
  // Bar & sharing (dine-in only)
  product(
    'izakaya-platter',
    'Izakaya Sharing Platter',
    3895,
    'Karaage, gyoza, edamame, house pickles and two sides of your choice. Made for the table.',
    { modifiers: ['choose-2-sides'], orderType: 'dine-in', options: ['draft-lager'] },
  ),
  product(
    'craft-ipa',
    'Local Craft IPA',
    750,
    'A rotating hazy IPA from a Vancouver brewery on Main Street: juicy, citrusy and dangerously drinkable.',
    { modifiers: ['beer-size'], orderType: 'dine-in', taxRate: LIQUOR_TAX },
  ),
  product(
    'draft-lager',
    'House Rice Lager',
    650,
    'Crisp, clean and brewed for us with Japanese rice. Perfect with ramen.',
    { modifiers: ['beer-size'], orderType: 'dine-in', taxRate: LIQUOR_TAX },
  ),
  // Drinks
  product(
    'yuzu-lemonade',
    'Yuzu Lemonade',
    550,
    'Fresh-squeezed lemons and fragrant yuzu, lightly sweetened with cane sugar.',
    { modifiers: ['lemonade-flavour'] },
  ),
  product(
    'iced-matcha-latte',
    'Iced Matcha Latte',
    625,
    'Ceremonial-grade Uji matcha whisked to order over ice and your choice of milk.',
    { modifiers: ['milk-choice'] },
  ),
  product(
    'ginger-soda',
    'House Ginger Soda',
    495,
    'Spicy ginger syrup made in-house, topped with sparkling water and a squeeze of lime.',
  ),
  // Desserts
  product(
    'cheesecake-slice',
    'Basque Cheesecake',
    895,
    'A burnt-top, custardy-centre cheesecake slice with a drizzle of salted caramel.',
  ),
  product(
    'soft-serve',
    'Soft Serve Cone',
    695,
    'Silky soft serve in a crisp waffle cone. Our miso caramel is a cult favourite.',
    { modifiers: ['soft-serve-flavour'] },
  ),
  product(
    'mochi-donuts',
    'Mochi Donuts',
    795,
    'Chewy pon-de-ring donuts glazed in strawberry and black sesame. Sold out until the next batch!',
    { active: false },
  ),
  // Family meals (pickup & delivery only)
  product(
    'family-burger-box',
    'Family Burger Box',
    5995,
    'Four Classic Burgers, two sides to share, four cookies and plenty of napkins. Feeds four hungry people.',
    { modifiers: ['choose-2-sides'], orderType: 'dine-out' },
  ),
  product(
    'ramen-kit',
    'Take-Home Ramen Kit',
    2895,
    'Everything for two bowls at home: frozen tonkotsu broth, fresh noodles, chashu, eggs and toppings.',
    { modifiers: ['spice-level'], orderType: 'dine-out' },
  ),
  // Late night
  product(
    'loaded-fries',
    'Late-Night Loaded Fries',
    1295,
    'Hand-cut fries smothered in kimchi gravy, squeaky cheese curds, scallions and sriracha mayo.',
  ),
  product(
    'midnight-ramen',
    'Midnight Shoyu Ramen',
    1495,
    'A lighter soy-seasoned chicken broth, thin noodles, chashu and menma — exactly what 1 am needs.',
    { modifiers: ['ramen-extras'] },
  ),
  // Takeout extras (accessories)
  product('cutlery-kit', 'Cutlery Kit', 0, 'Compostable fork, knife and spoon.'),
  product('chopsticks', 'Bamboo Chopsticks', 0, 'A pair of bamboo chopsticks for your noodles.'),
  product('extra-napkins', 'Extra Napkins', 0, 'A handful of recycled-paper napkins.'),
  product('chili-crisp', 'House Chili Crisp', 75, 'A little tub of our crunchy, garlicky chili crisp.'),
  product('maple-mayo', 'Maple Miso Mayo', 75, 'Our signature dipping sauce, sweet, savoury and creamy.'),
];

// ---------------------------------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------------------------------

const category = (
  id: string,
  name: string,
  description: string,
  productOrder: string[],
  extra: Partial<Category> = {},
): Category => ({
  id,
  name,
  description,
  imageUrl: img(`cat-${id}`),
  productOrder,
  orderType: 'all',
  takeoutAccessory: false,
  ...extra,
});

const categories: Category[] = [
  category(
    'breakfast',
    'Breakfast',
    'Morning classics with a Maple & Miso twist. Served 8–11 am in Kitsilano, around the clock downtown.',
    ['maple-pancakes', 'brekkie-sandwich', 'avocado-toast'],
  ),
  category('burgers', 'Burgers', 'Smashed, stacked and sauced. All burgers come on a toasted bun.', [
    'classic-burger',
    'smash-double',
    'crispy-chicken-burger',
    'miso-mushroom-burger',
  ]),
  category('noodles', 'Noodles & Bowls', 'Slow-simmered broths, springy noodles and fresh bowls.', [
    'tonkotsu-ramen',
    'spicy-miso-ramen',
    'spring-yuzu-ramen',
    'dan-dan-noodles',
    'salmon-poke-bowl',
  ]),
  category('small-plates', 'Snacks & Small Plates', 'Perfect for sharing (or not).', [
    'fries',
    'truffle-fries',
    'pork-dumplings',
    'fish-tacos',
    'kale-caesar',
    'margherita-flatbread',
  ]),
  category(
    'bar-and-share',
    'Bar & Sharing',
    'Local craft beer on tap and platters for the table. Available when dining in.',
    ['izakaya-platter', 'craft-ipa', 'draft-lager'],
    { orderType: 'dine-in' },
  ),
  category('drinks', 'Drinks', 'House-made sodas, lemonades and lattes.', [
    'yuzu-lemonade',
    'iced-matcha-latte',
    'ginger-soda',
  ]),
  category('desserts', 'Desserts', 'Save room. Seriously.', [
    'cheesecake-slice',
    'soft-serve',
    'mochi-donuts',
  ]),
  category(
    'family-meals',
    'Family Meals To Go',
    'Bundles for the whole crew, packed for pickup and delivery.',
    ['family-burger-box', 'ramen-kit'],
    { orderType: 'dine-out' },
  ),
  category('late-night', 'Late Night', 'Comfort food for night owls, served from 10 pm.', [
    'loaded-fries',
    'midnight-ramen',
  ]),
  category(
    'takeout-extras',
    'Takeout Extras',
    'Cutlery, napkins and sauces for your order to go.',
    ['cutlery-kit', 'chopsticks', 'extra-napkins', 'chili-crisp', 'maple-mayo'],
    { takeoutAccessory: true },
  ),
];

const allCategoryIds = categories.map((c) => c.id);

// ---------------------------------------------------------------------------------------------------
// Menus
// ---------------------------------------------------------------------------------------------------

/**
 * Menu activity (SPEC 4): the category orders of every open timed menu (menu1..menu9) are shown; the
 * default menu only when none is open. Downtown's timed menus are open around the clock and together
 * list every category, so the demo always shows the whole menu there.
 */
const downtownMenus: Menus = {
  default: { name: 'All day', active: true, hours: ALWAYS, categoryOrder: allCategoryIds },
  menu1: {
    name: 'All-day breakfast & mains',
    active: true,
    hours: ALWAYS,
    categoryOrder: allCategoryIds.filter((id) => id !== 'late-night'),
  },
  menu2: {
    name: 'Late night',
    active: true,
    hours: ALWAYS,
    categoryOrder: ['late-night', 'bar-and-share', 'drinks', 'desserts', 'takeout-extras'],
  },
};

const KITS_MAIN: DayHours = { open: '11:00', close: '22:00' };
/**
 * Kitsilano: breakfast in the morning, lunch & dinner from 11, late night on Friday and Saturday
 * nights; outside those (store closed) the default menu shows every category for browsing.
 */
const kitsilanoMenus: Menus = {
  default: { name: 'Full menu', active: true, hours: ALWAYS, categoryOrder: allCategoryIds },
  menu1: {
    name: 'Breakfast',
    active: true,
    hours: [
      { open: '09:00', close: '11:00' },
      { open: '08:00', close: '11:00' },
      { open: '08:00', close: '11:00' },
      { open: '08:00', close: '11:00' },
      { open: '08:00', close: '11:00' },
      { open: '08:00', close: '11:00' },
      { open: '09:00', close: '11:00' },
    ],
    categoryOrder: ['breakfast', 'drinks', 'takeout-extras'],
  },
  menu2: {
    name: 'Late night',
    active: true,
    hours: [
      null,
      null,
      null,
      null,
      null,
      { open: '22:00', close: '02:00' },
      { open: '22:00', close: '02:00' },
    ],
    categoryOrder: ['late-night', 'bar-and-share', 'drinks', 'desserts', 'takeout-extras'],
  },
  menu3: {
    name: 'Lunch & dinner',
    active: true,
    hours: [
      { open: '11:00', close: '21:00' },
      KITS_MAIN,
      KITS_MAIN,
      KITS_MAIN,
      KITS_MAIN,
      KITS_MAIN,
      KITS_MAIN,
    ],
    categoryOrder: [
      'burgers',
      'noodles',
      'small-plates',
      'bar-and-share',
      'drinks',
      'desserts',
      'family-meals',
      'takeout-extras',
    ],
  },
};

const WEEKDAY_KITS: DayHours = { open: '08:00', close: '22:00', breakStart: '15:00', breakEnd: '16:30' };
/** Sunday 09–21; Mon–Thu 08–22 with a 15:00–16:30 break; Fri 08–02 (break too); Sat 09–02. */
const kitsilanoHours: WeeklyHours = [
  { open: '09:00', close: '21:00' },
  WEEKDAY_KITS,
  WEEKDAY_KITS,
  WEEKDAY_KITS,
  WEEKDAY_KITS,
  { open: '08:00', close: '02:00', breakStart: '15:00', breakEnd: '16:30' },
  { open: '09:00', close: '02:00' },
];

const WEEKDAY_KITS_DELIVERY: DayHours = {
  open: '11:00',
  close: '21:30',
  breakStart: '15:00',
  breakEnd: '16:30',
};
const kitsilanoDeliveryHours: WeeklyHours = [
  { open: '11:00', close: '20:30' },
  WEEKDAY_KITS_DELIVERY,
  WEEKDAY_KITS_DELIVERY,
  WEEKDAY_KITS_DELIVERY,
  WEEKDAY_KITS_DELIVERY,
  { open: '11:00', close: '01:00', breakStart: '15:00', breakEnd: '16:30' },
  { open: '11:00', close: '01:00' },
];

// ---------------------------------------------------------------------------------------------------
// Brand settings (downtown's values; Kitsilano overrides what differs)
// ---------------------------------------------------------------------------------------------------

const requestTypes: RequestType[] = [
  { name: 'Water', icon: 'water' },
  { name: 'Spoons', icon: 'spoon' },
  { name: 'Napkins', icon: 'napkins' },
  { name: 'Bill', icon: 'bill' },
  { name: 'Call server', icon: 'waiter' },
];

const requestTypesTablet: RequestType[] = [
  { name: 'Water', icon: 'water' },
  { name: 'Cutlery', icon: 'spoon' },
  { name: 'Napkins', icon: 'napkins' },
  { name: 'Bill', icon: 'bill' },
  { name: 'Call server', icon: 'waiter' },
];

const settings: BrandSettings = {
  name: 'Maple & Miso',
  timeZone: 'America/Vancouver',
  phoneNumber: '6045550142',
  email: 'hello@mapleandmiso.example',
  googleMapsUrl: 'https://www.google.com/maps/search/?api=1&query=1160+Hamilton+St+Vancouver+BC',
  landingUrl: '/',
  images: {
    logo: img('logo'),
    logoTitle: img('logo-title'),
    brandLogo: img('brand-logo'),
    mainBg: img('main-bg'),
    mainBgMobile: img('main-bg-mobile'),
    menuHeader: img('menu-header'),
    rewardBg: img('reward-bg'),
    rewardDefault: img('reward-default'),
    tabletBg: img('main-bg'),
    confirmingRequest: img('confirming-request'),
    orderComplete: img('order-complete'),
    cartEmpty: img('cart-empty'),
  },
  tabletSplashImages: [img('main-bg'), img('cat-burgers'), img('cat-noodles')],
  styles: { brandColor: '#b3261e', fontColor: '#ffffff', rewardsFontColor: '#ffffff', theme: 'light' },
  welcomeMessage: {
    title: 'Welcome to Maple & Miso!',
    body: 'Burgers, ramen and good vibes from Vancouver. Order ahead for pickup, get it delivered, or scan the code at your table.',
  },

  // Feature flags
  deliveryEnabled: true,
  dineInEnabled: true,
  virtualKioskEnabled: true,
  marketingEnabled: true,
  mobileAppEnabled: false,
  printingEnabled: true,
  rewardsEnabled: true,
  guestOrderingEnabled: true,
  courierEnabled: false,
  dineInOrderingEnabled: true,
  commentsEnabled: true,
  promoCodesEnabled: true,
  deliveryOnlinePaymentOnly: false,

  hours: ALWAYS,
  deliveryHours: ALWAYS,
  menus: downtownMenus,
  categoryOrder: allCategoryIds,
  orderOpen: true,
  deliveryOpen: true,
  waitTime: 20,

  minOrder: 1500,
  minOrderDiscount: 2000,
  firstOrderDiscount: 0.1,
  pickupDiscount: 0.05,
  deposit: 0,
  bagFee: { amount: 10, interval: 2500 },
  deliveryFee: 499,
  deliveryTime: 35,
  deliveryZone: outerZone,
  deliveryZonesWithFees: [
    { deliveryZone: innerZone, deliveryFee: 299, deliveryTime: 25 },
    { deliveryZone: outerZone, deliveryFee: 599, deliveryTime: 40 },
  ],
  tipValues: [0.1, 0.15, 0.2],

  paymentMethodType: 'both',
  dineInPaymentMethodType: 'both',
  cardProviderFee: 0.029,
  commissionFee: 0,
  subscriptionFee: 0,

  requestTypes,
  requestTypesTablet,
  takeoutAccessories: ['cutlery-kit', 'chopsticks', 'extra-napkins', 'chili-crisp', 'maple-mayo'],
  printers: [],
  pauseWhenStaffOffline: false,
};

// ---------------------------------------------------------------------------------------------------
// Promo codes and rewards
// ---------------------------------------------------------------------------------------------------

const ALL_WEEK: PromoCode['validDays'] = [true, true, true, true, true, true, true];

const promoCodes: PromoCode[] = [
  {
    code: 'WELCOME10',
    active: true,
    validDays: ALL_WEEK,
    frequency: 'none',
    discount: 0.1,
    maxDiscountAmount: 1000,
  },
  {
    code: 'WEEKLY15',
    active: true,
    validDays: ALL_WEEK,
    frequency: 'week',
    discount: 0.15,
    maxDiscountAmount: 800,
  },
  {
    code: 'OLDNEWS',
    active: false,
    validDays: ALL_WEEK,
    frequency: 'none',
    discount: 0.2,
    maxDiscountAmount: 1500,
  },
  {
    // Tuesdays only (index 0 = Sunday).
    code: 'TACOTUESDAY',
    active: true,
    validDays: [false, false, true, false, false, false, false],
    frequency: 'day',
    discount: 0.2,
    maxDiscountAmount: 600,
  },
  {
    // Weekends only, once a month.
    code: 'WEEKENDBRUNCH',
    active: true,
    validDays: [true, false, false, false, false, false, true],
    frequency: 'month',
    discount: 0.12,
    maxDiscountAmount: 500,
  },
];

const rewards: Reward[] = [
  {
    id: 'reward-5-off',
    type: 'FreeFirstOrderOrPoints/Discount',
    value: 500,
    points: 500,
    name: '$5 off your order',
    imageUrl: img('reward-5-off'),
  },
  {
    id: 'reward-10-off',
    type: 'Points/Discount',
    value: 1000,
    points: 1000,
    name: '$10 off your order',
    imageUrl: img('reward-10-off'),
  },
  {
    id: 'reward-free-cheesecake',
    type: 'FreeFirstOrderOrPoints/Product',
    value: 'cheesecake-slice',
    points: 750,
    name: 'Free Basque Cheesecake',
    imageUrl: img('reward-free-cheesecake'),
  },
  {
    id: 'reward-free-tacos',
    type: 'Points/Product',
    value: 'fish-tacos',
    points: 1500,
    name: 'Free Crispy Fish Tacos',
    imageUrl: img('reward-free-tacos'),
  },
];

// ---------------------------------------------------------------------------------------------------
// The restaurant
// ---------------------------------------------------------------------------------------------------

export const demoRestaurant: RestaurantSeed = {
  id: 'demo',
  name: 'Maple & Miso',
  settings,
  locations: [
    {
      id: 'downtown',
      locationName: 'Downtown (Yaletown)',
      address: '1160 Hamilton St, Vancouver, BC V6B 2S2',
      latLng: { lat: 49.2752, lng: -123.1212 },
      inactive: false,
      tables: tables(),
      settings: {
        // Open around the clock with its own delivery so the demo always works.
        hours: ALWAYS,
        deliveryHours: ALWAYS,
        menus: downtownMenus,
        courierEnabled: false,
        deliveryEnabled: true,
        printingEnabled: true,
        phoneNumber: '6045550142',
        email: 'downtown@mapleandmiso.example',
        googleMapsUrl: 'https://www.google.com/maps/search/?api=1&query=1160+Hamilton+St+Vancouver+BC',
      },
    },
    {
      id: 'kitsilano',
      locationName: 'Kitsilano',
      address: '2205 W 4th Ave, Vancouver, BC V6K 1N9',
      latLng: { lat: 49.2681, lng: -123.1574 },
      inactive: false,
      tables: tables(),
      soldOutProducts: ['ramen-kit'],
      settings: {
        hours: kitsilanoHours,
        deliveryHours: kitsilanoDeliveryHours,
        menus: kitsilanoMenus,
        // Delivery through the third-party courier: no own zones, online payment only.
        deliveryEnabled: true,
        courierEnabled: true,
        deliveryOnlinePaymentOnly: true,
        courierAddress: {
          street: '2205 W 4th Ave',
          unit: '',
          city: 'Vancouver',
          state: 'BC',
          zip_code: 'V6K 1N9',
        },
        deliveryZone: [],
        deliveryZonesWithFees: [],
        deliveryFee: 699,
        deliveryTime: 45,
        printingEnabled: false,
        virtualKioskEnabled: false,
        waitTime: 15,
        phoneNumber: '6045550199',
        email: 'kits@mapleandmiso.example',
        googleMapsUrl: 'https://www.google.com/maps/search/?api=1&query=2205+W+4th+Ave+Vancouver+BC',
        styles: { brandColor: '#b3261e', fontColor: '#ffffff', rewardsFontColor: '#ffffff', theme: 'dark' },
      },
    },
  ],
  menu: { categories, products, modifiers },
  promoCodes,
  rewards,
  users: [
    {
      email: 'customer@demo.test',
      password: 'demo1234',
      name: 'Jamie Rivera',
      phoneNumber: '7785550123',
      role: 'customer',
      rewardPoints: 2400,
    },
    {
      email: 'staff@demo.test',
      password: 'demo1234',
      name: 'Sam Chen',
      phoneNumber: '6045550177',
      role: 'staff',
    },
    {
      email: 'manager@demo.test',
      password: 'demo1234',
      name: 'Priya Sandhu',
      phoneNumber: '6045550188',
      role: 'manager',
    },
  ],
};
