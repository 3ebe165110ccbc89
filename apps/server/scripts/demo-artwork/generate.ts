/**
 * Writes the demo restaurant's SVG artwork into apps/server/public/media/demo.
 * Run: npm run demo-artwork -w @orderly/server (only when the drawings change; the SVGs are committed)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  avocadoToast,
  burgerBox,
  burgerKinds,
  cheesecake,
  chopsticksArt,
  cutlery,
  danDan,
  dumplings,
  flatbread,
  friesCarton,
  gingerSoda,
  lemonade,
  loadedFries,
  mapleLeaf,
  matchaLatte,
  mayoCup,
  mochiDonuts,
  napkins,
  P,
  pancakes,
  pilsner,
  pint,
  place,
  platter,
  pokeBowl,
  ramen,
  ramenKit,
  salad,
  sauceJar,
  shadow,
  softServe,
  tacos,
  tile,
} from './shapes.ts';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '../../public/media/demo');

/** Soft background tints per family of dishes. */
const T = {
  peach: '#ffd9b8',
  butter: '#ffe9a6',
  mint: '#cdebd3',
  sky: '#cfe6f2',
  rose: '#f9d0d4',
  lilac: '#e3d6f2',
  sand: '#f3dfc1',
} as const;

const products: Record<string, string> = {
  'maple-pancakes': tile(T.butter, pancakes()),
  'brekkie-sandwich': tile(T.peach, burgerKinds.breakfast()),
  'avocado-toast': tile(T.mint, avocadoToast()),
  'classic-burger': tile(T.peach, burgerKinds.classic()),
  'miso-mushroom-burger': tile(T.sand, burgerKinds.mushroom()),
  'crispy-chicken-burger': tile(T.rose, burgerKinds.chicken()),
  'smash-double': tile(T.butter, burgerKinds.double()),
  'tonkotsu-ramen': tile(T.sand, ramen('tonkotsu')),
  'spicy-miso-ramen': tile(T.rose, ramen('miso')),
  'dan-dan-noodles': tile(T.peach, danDan()),
  'salmon-poke-bowl': tile(T.sky, pokeBowl()),
  'spring-yuzu-ramen': tile(T.mint, ramen('shio')),
  fries: tile(T.butter, friesCarton()),
  'truffle-fries': tile(T.sand, friesCarton(P.ink, true)),
  'pork-dumplings': tile(T.sky, dumplings()),
  'fish-tacos': tile(T.butter, tacos()),
  'kale-caesar': tile(T.mint, salad()),
  'margherita-flatbread': tile(T.rose, flatbread()),
  'izakaya-platter': tile(T.sand, platter()),
  'craft-ipa': tile(T.butter, pint('#f0a32e', true)),
  'draft-lager': tile(T.sky, pilsner()),
  'yuzu-lemonade': tile(T.butter, lemonade()),
  'iced-matcha-latte': tile(T.mint, matchaLatte()),
  'ginger-soda': tile(T.peach, gingerSoda()),
  'cheesecake-slice': tile(T.rose, cheesecake()),
  'soft-serve': tile(T.sky, softServe()),
  'mochi-donuts': tile(T.lilac, mochiDonuts()),
  'family-burger-box': tile(T.peach, burgerBox()),
  'ramen-kit': tile(T.sand, ramenKit()),
  'loaded-fries': tile(T.lilac, loadedFries(), true),
  'midnight-ramen': tile(T.lilac, ramen('shoyu'), true),
  'cutlery-kit': tile(T.sky, cutlery()),
  chopsticks: tile(T.sand, chopsticksArt()),
  'extra-napkins': tile(T.mint, napkins()),
  'chili-crisp': tile(T.rose, sauceJar()),
  'maple-mayo': tile(T.butter, mayoCup()),
};

const categories: Record<string, string> = {
  breakfast: tile(T.butter, place(avocadoToast(), 270, 170, 0.62) + place(pancakes(), 170, 240, 0.78)),
  burgers: tile(T.peach, place(friesCarton(), 285, 200, 0.62) + place(burgerKinds.classic(), 175, 230, 0.8)),
  noodles: tile(T.sand, place(ramen('tonkotsu'), 200, 210, 0.95)),
  'small-plates': tile(T.sky, place(tacos(), 260, 160, 0.6) + place(dumplings(), 180, 240, 0.75)),
  'bar-and-share': tile(
    T.butter,
    place(platter(), 200, 250, 0.8) + place(pint('#f0a32e', true), 290, 150, 0.55),
  ),
  drinks: tile(T.mint, place(matchaLatte(), 260, 200, 0.75) + place(lemonade(), 150, 215, 0.8)),
  desserts: tile(T.rose, place(cheesecake(), 240, 250, 0.7) + place(softServe(), 140, 190, 0.78)),
  'family-meals': tile(T.peach, place(burgerBox(), 200, 210, 0.95)),
  'late-night': tile(T.lilac, place(loadedFries(), 200, 220, 0.9), true),
  'takeout-extras': tile(
    T.mint,
    place(napkins(), 260, 240, 0.6) + place(cutlery(), 150, 210, 0.62) + place(sauceJar(), 290, 150, 0.4),
  ),
};

// -------------------------------------------------------------------------------------------------
// Brand images
// -------------------------------------------------------------------------------------------------

const svg = (w: number, h: number, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** The mark: a red disc, a white noodle bowl and a maple leaf rising as steam. */
const mark = (cx: number, cy: number, r: number, disc: string = P.brand, fg: string = P.white): string => {
  const s = r / 100;
  return `<g transform="translate(${cx} ${cy}) scale(${s})"><circle r="100" fill="${disc}"/><circle r="88" fill="none" stroke="${fg}" stroke-width="4" opacity=".5"/>${mapleLeaf(fg, 0, -28, 0.62)}<path fill="${fg}" d="M-62 6h124c0 38-28 62-62 62S-62 44-62 6Z"/><rect x="-22" y="66" width="44" height="8" rx="4" fill="${fg}"/><path d="M-44 18q11-8 22 0t22 0 22 0 22 0" stroke="${disc}" stroke-width="5" fill="none" stroke-linecap="round"/></g>`;
};

const wordmark = (
  x: number,
  y: number,
  size: number,
  color: string = P.ink,
  anchor = 'start',
  amp: string = P.brand,
): string =>
  `<text x="${x}" y="${y}" font-family="Georgia,'Times New Roman',serif" font-size="${size}" font-weight="700" fill="${color}" text-anchor="${anchor}">Maple <tspan fill="${amp}">&amp;</tspan> Miso</text>`;

const logo = svg(400, 400, mark(200, 200, 190));
const brandLogo = svg(
  400,
  400,
  `<rect width="400" height="400" rx="80" fill="${P.cream}"/>${mark(200, 200, 150)}`,
);
const logoTitle = svg(
  900,
  220,
  `${mark(110, 110, 96)}${wordmark(230, 124, 84)}<text x="234" y="176" font-family="Arial,Helvetica,sans-serif" font-size="24" letter-spacing="5" fill="${P.brandDark}">BURGERS · NOODLES · VANCOUVER</text>`,
);

/** Scattered dishes for the wide backgrounds. */
const scatter = (items: [string, number, number, number, number?][]): string =>
  items.map(([body, x, y, s, r]) => place(body, x, y, s, r ?? 0)).join('');

const blobs = (w: number, h: number): string =>
  `<rect width="${w}" height="${h}" fill="${P.cream}"/><circle cx="${w * 0.12}" cy="${h * 0.2}" r="${h * 0.38}" fill="${T.peach}" opacity=".6"/><circle cx="${w * 0.88}" cy="${h * 0.85}" r="${h * 0.42}" fill="${T.butter}" opacity=".7"/><circle cx="${w * 0.55}" cy="${h * 1.05}" r="${h * 0.3}" fill="${T.rose}" opacity=".5"/>`;

const mainBg = svg(
  1600,
  900,
  blobs(1600, 900) +
    scatter([
      [burgerKinds.classic(), 240, 640, 0.95, -8],
      [ramen('tonkotsu'), 1340, 250, 1, 6],
      [friesCarton(), 470, 240, 0.7, 10],
      [lemonade(), 1120, 650, 0.75, -6],
      [dumplings(), 1380, 690, 0.62],
      [softServe(), 120, 210, 0.55, -12],
    ]) +
    '<g fill="#b3261e" opacity=".18"><circle cx="700" cy="120" r="8"/><circle cx="900" cy="780" r="10"/><circle cx="1000" cy="140" r="6"/><circle cx="620" cy="780" r="6"/></g>',
);

const mainBgMobile = svg(
  800,
  1400,
  blobs(800, 1400) +
    scatter([
      [ramen('tonkotsu'), 560, 260, 0.9, 6],
      [burgerKinds.classic(), 240, 1120, 0.95, -8],
      [friesCarton(), 150, 300, 0.6, -10],
      [lemonade(), 640, 1120, 0.65, 8],
    ]),
);

const menuHeader = svg(
  1200,
  300,
  `<rect width="1200" height="300" fill="${P.brand}"/><circle cx="1080" cy="40" r="180" fill="${P.brandDark}"/><circle cx="120" cy="300" r="140" fill="${P.brandDark}"/>` +
    '<g fill="#fff7ec"><circle cx="130" cy="150" r="104"/><circle cx="1070" cy="150" r="104"/><circle cx="290" cy="150" r="70"/><circle cx="930" cy="150" r="70"/></g>' +
    scatter([
      [burgerKinds.classic(), 130, 150, 0.5, -8],
      [ramen('tonkotsu'), 1070, 150, 0.52, 6],
      [friesCarton(), 290, 150, 0.34, 10],
      [softServe(), 930, 148, 0.34, -8],
    ]) +
    wordmark(600, 170, 64, P.white, 'middle', '#ffd27a') +
    '<text x="600" y="220" font-family="Arial,Helvetica,sans-serif" font-size="22" letter-spacing="6" fill="#ffe3dc" text-anchor="middle">MADE FRESH IN VANCOUVER</text>',
);

const confetti = (w: number, h: number, color: string, count: number): string => {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = (i * 197) % w;
    const y = (i * 113 + 37) % h;
    out += `<rect x="${x}" y="${y}" width="14" height="6" rx="3" fill="${color}" transform="rotate(${(i * 47) % 180} ${x} ${y})" opacity=".5"/>`;
  }
  return out;
};

const rewardBg = svg(
  1200,
  400,
  `<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${P.brand}"/><stop offset="1" stop-color="#e0642c"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/>${confetti(1200, 400, '#ffe08a', 28)}<circle cx="1080" cy="320" r="160" fill="#fff" opacity=".08"/><circle cx="120" cy="60" r="120" fill="#fff" opacity=".08"/>`,
);

const giftBox = (x: number, y: number, s: number): string =>
  place(
    `${shadow(200, 336, 130, 14)}<rect x="90" y="180" width="220" height="150" rx="12" fill="${P.brand}"/><rect x="76" y="150" width="248" height="50" rx="10" fill="#d13a2e"/><rect x="186" y="150" width="28" height="180" fill="${P.gold}"/><path fill="${P.gold}" d="M200 150c-40-60-90-40-70-10 10 14 40 12 70 10Zm0 0c40-60 90-40 70-10-10 14-40 12-70 10Z"/>`,
    x,
    y,
    s,
  );

const rewardDefault = tile(T.butter, giftBox(200, 200, 1));

/** A coupon ticket with a big label or a dish. */
const coupon = (label: string, sub: string, dish?: string): string =>
  tile(
    T.butter,
    `${shadow(200, 320, 150, 14)}<path fill="${P.brand}" d="M50 110h300v60a30 30 0 0 0 0 60v80H50v-80a30 30 0 0 0 0-60Z"/><path d="M140 120v180" stroke="#fff" stroke-width="4" stroke-dasharray="10 8" opacity=".6"/>${mapleLeaf('#fff', 96, 210, 0.5)}` +
      (dish
        ? `<circle cx="250" cy="196" r="74" fill="#fff"/>${place(dish, 250, 196, 0.36)}<text x="250" y="298" font-family="Arial,Helvetica,sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="4">${label}</text>`
        : `<text x="248" y="226" font-family="Georgia,serif" font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${label}</text><text x="248" y="270" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="700" fill="#ffe3dc" text-anchor="middle" letter-spacing="10">${sub}</text>`),
  );

const orderComplete = tile(
  T.mint,
  `${shadow(200, 340, 120, 14)}<path fill="${P.kraft}" d="M100 140h200l16 196H84Z"/><path fill="${P.kraftDark}" d="M100 140h200l-6 24H106Z"/><path d="M160 150v-30a40 40 0 0 1 80 0v30" stroke="${P.kraftDark}" stroke-width="10" fill="none" stroke-linecap="round"/>${mapleLeaf(P.brand, 200, 250, 0.5)}` +
    '<circle cx="300" cy="120" r="50" fill="#2e9d5b"/><path d="M276 120l16 16 32-32" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
);

const cartEmpty = tile(
  T.sky,
  `${shadow(200, 336, 120, 14)}<path fill="#fff" d="M64 196q0 134 136 138 136-4 136-138Z"/><rect x="150" y="326" width="100" height="14" rx="6" fill="#fff"/><ellipse cx="200" cy="196" rx="140" ry="50" fill="#e9e2d6"/><ellipse cx="200" cy="198" rx="128" ry="42" fill="#f6f1e8"/>` +
    '<g stroke-linecap="round"><path d="M70 120 340 176" stroke="#8b5a2b" stroke-width="9"/><path d="M86 100 344 164" stroke="#a8743f" stroke-width="9"/></g>' +
    '<path d="M170 90q-14-20 0-40t0-40M220 96q-14-20 0-40t0-40" stroke="#9fb4c2" stroke-width="6" fill="none" stroke-linecap="round" stroke-dasharray="2 14"/>' +
    '<g fill="#9fb4c2"><circle cx="176" cy="250" r="6"/><circle cx="224" cy="250" r="6"/></g><path d="M180 282q20-14 40 0" stroke="#9fb4c2" stroke-width="6" fill="none" stroke-linecap="round"/>',
);

const confirmingRequest = tile(
  T.peach,
  `${shadow(200, 326, 140, 14)}<rect x="70" y="290" width="260" height="30" rx="10" fill="${P.ink}"/><path fill="${P.gold}" d="M90 290a110 110 0 0 1 220 0Z"/><path fill="#fff" opacity=".35" d="M120 270a84 84 0 0 1 50-60 100 100 0 0 0-30 60Z"/><rect x="184" y="160" width="32" height="24" rx="8" fill="${P.goldDark}"/><rect x="194" y="140" width="12" height="24" rx="6" fill="${P.ink}"/>` +
    `<g fill="${P.brand}"><circle cx="150" cy="90" r="12"/><circle cx="200" cy="90" r="12" opacity=".6"/><circle cx="250" cy="90" r="12" opacity=".3"/></g>` +
    '<path d="M80 200q-20 20 0 40M320 200q20 20 0 40" stroke="#d98b2b" stroke-width="6" fill="none" stroke-linecap="round"/>',
);

const notFound = svg(
  800,
  600,
  `<rect width="800" height="600" fill="${P.cream}"/><circle cx="400" cy="330" r="250" fill="${T.peach}" opacity=".6"/>` +
    `<text x="400" y="200" font-family="Georgia,serif" font-size="150" font-weight="700" fill="${P.brand}" text-anchor="middle">4<tspan fill="${P.ink}">0</tspan>4</text>` +
    `${shadow(400, 520, 250, 18)}<path fill="#efcf8e" d="M220 500c40-30 120-20 200-24s160 0 180 20c10 16-60 26-190 26s-220-6-190-22Z"/>` +
    '<path fill="none" stroke="#e9b949" stroke-width="9" stroke-linecap="round" d="M300 496q14-16 28 0t28 0 28 0 28 0M400 510q14-16 28 0t28 0 28 0 28 0"/>' +
    `<g transform="rotate(160 300 420)"><path fill="${P.brand}" d="M190 420q0 100 110 104 110-4 110-104Z"/><ellipse cx="300" cy="420" rx="112" ry="38" fill="${P.brandDark}"/></g>` +
    `<ellipse cx="520" cy="470" rx="26" ry="18" fill="${P.egg}" stroke="#efe3cc" stroke-width="2"/><ellipse cx="520" cy="471" rx="13" ry="10" fill="${P.yolk}"/>` +
    `<text x="400" y="585" font-family="Arial,Helvetica,sans-serif" font-size="26" fill="${P.ink}" text-anchor="middle">Oops, this page spilled.</text>`,
);

const brand: Record<string, string> = {
  logo,
  'logo-title': logoTitle,
  'brand-logo': brandLogo,
  'main-bg': mainBg,
  'main-bg-mobile': mainBgMobile,
  'menu-header': menuHeader,
  'reward-bg': rewardBg,
  'reward-default': rewardDefault,
  'reward-5-off': coupon('$5', 'OFF'),
  'reward-10-off': coupon('$10', 'OFF'),
  'reward-free-cheesecake': coupon('FREE', '', cheesecake()),
  'reward-free-tacos': coupon('FREE', '', tacos()),
  'order-complete': orderComplete,
  'cart-empty': cartEmpty,
  'confirming-request': confirmingRequest,
  'not-found': notFound,
};

mkdirSync(outDir, { recursive: true });
const all = {
  ...products,
  ...Object.fromEntries(Object.entries(categories).map(([k, v]) => [`cat-${k}`, v])),
  ...brand,
};
for (const [name, content] of Object.entries(all)) {
  writeFileSync(join(outDir, `${name}.svg`), `${content}\n`);
}
console.log(`wrote ${Object.keys(all).length} files to ${outDir}`);
