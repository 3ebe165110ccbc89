/**
 * Flat-style food illustrations for the demo restaurant, drawn from a small shared kit of shapes.
 * Every dish is drawn in a 400 × 400 box centred on (200, 200) so it can be scaled and composed.
 */

/** The shared palette. */
export const P = {
  cream: '#fff7ec',
  ink: '#3b2a20',
  brand: '#b3261e',
  brandDark: '#8c1c16',
  white: '#ffffff',
  plate: '#ffffff',
  plateRim: '#eadfce',
  bun: '#e9a23b',
  bunDark: '#c97b1f',
  bunLight: '#f6c46b',
  sesame: '#fff4d8',
  patty: '#6e3b1e',
  pattyDark: '#552c15',
  cheese: '#ffc933',
  lettuce: '#79c257',
  lettuceDark: '#4f9a3a',
  tomato: '#e4483a',
  egg: '#fffdf6',
  yolk: '#ffb21f',
  gold: '#f5c242',
  goldDark: '#db9a22',
  broth: '#f3dbb0',
  noodle: '#f8e08e',
  nori: '#2c4a38',
  scallion: '#8cc63f',
  chashu: '#d98d68',
  chashuLight: '#f2c2a3',
  wood: '#c68a4c',
  woodDark: '#a46c35',
  kraft: '#d9a86c',
  kraftDark: '#b98446',
  teal: '#1f7a74',
  navy: '#2b3a55',
  berry: '#3e4a8c',
  avocado: '#9ccc52',
  salmon: '#f47d5b',
  mango: '#ffbe3d',
  pink: '#f48fb1',
  matcha: '#8dbb4a',
  shadow: '#000000',
} as const;

const n = (v: number): string => String(Math.round(v * 10) / 10);

export const shadow = (cx = 200, cy = 330, rx = 130, ry = 16): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${P.shadow}" opacity=".08"/>`;

/** Places a 400 × 400 drawing at (x, y) (its centre) with scale s. */
export const place = (body: string, x: number, y: number, s: number, rotate = 0): string =>
  `<g transform="translate(${n(x)} ${n(y)}) scale(${s})${rotate ? ` rotate(${rotate})` : ''} translate(-200 -200)">${body}</g>`;

/** A white plate seen from slightly above. */
export const plate = (cx = 200, cy = 285, rx = 165, ry = 52): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy + 6)}" rx="${n(rx)}" ry="${n(ry)}" fill="${P.plateRim}"/>` +
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${P.plate}"/>` +
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * 0.72)}" ry="${n(ry * 0.68)}" fill="none" stroke="${P.plateRim}" stroke-width="3"/>`;

/** A stylised maple leaf centred on (0, 0), about 100 units tall. */
export const mapleLeaf = (fill: string, x: number, y: number, s = 1): string =>
  `<path transform="translate(${n(x)} ${n(y)}) scale(${s})" fill="${fill}" d="M0-50 10-30 22-36 18-12 40-20 34-6 48 0 24 14 28 26 4 20 4 44-4 44-4 20-28 26-24 14-48 0-34-6-40-20-18-12-22-36-10-30Z"/>`;

// -------------------------------------------------------------------------------------------------
// Burgers and sandwiches: layers stacked from the bottom.
// -------------------------------------------------------------------------------------------------

type Layer = (y: number) => [svg: string, height: number];

const bunBottom: Layer = (y) => [
  `<rect x="98" y="${y - 40}" width="204" height="40" rx="18" fill="${P.bun}"/><rect x="98" y="${y - 40}" width="204" height="12" rx="6" fill="${P.bunDark}" opacity=".35"/>`,
  34,
];
const patty: Layer = (y) => [
  `<rect x="86" y="${y - 34}" width="228" height="34" rx="17" fill="${P.patty}"/><path d="M104 ${y - 22}h40m20 0h30m24 0h40m-140 10h26m30 0h44" stroke="${P.pattyDark}" stroke-width="4" stroke-linecap="round"/>`,
  28,
];
const cheese: Layer = (y) => [
  `<path fill="${P.cheese}" d="M88 ${y - 10}H312L300 ${y + 6}L282 ${y}L262 ${y + 18}L242 ${y}L214 ${y + 12}L186 ${y}L160 ${y + 20}L136 ${y}L104 ${y + 10}Z"/>`,
  8,
];
const tomato: Layer = (y) => [
  `<rect x="100" y="${y - 16}" width="200" height="16" rx="8" fill="${P.tomato}"/><rect x="112" y="${y - 13}" width="60" height="4" rx="2" fill="#fff" opacity=".35"/>`,
  12,
];
const lettuce: Layer = (y) => [
  `<path fill="${P.lettuce}" d="M84 ${y}q12-22 26-6t26-4 26 4 26-4 26 4 26-4 26 4 26-4 28 6v-8H84Z"/><path fill="${P.lettuce}" d="M86 ${y - 12}h228v10H86Z"/>`,
  12,
];
const egg: Layer = (y) => [
  `<path fill="${P.egg}" d="M80 ${y - 2}c0-18 30-20 60-18s50-6 80-4 96 0 98 18c2 8-20 8-40 6H120c-20 2-40 4-40-2Z"/><ellipse cx="214" cy="${y - 10}" rx="30" ry="11" fill="${P.yolk}"/>`,
  14,
];
const bacon: Layer = (y) => [
  `<path fill="none" stroke="#b5452f" stroke-width="12" stroke-linecap="round" d="M92 ${y - 8}q20-14 40 0t40 0 40 0 40 0 40 0 16 0"/><path fill="none" stroke="#f2b9a0" stroke-width="3" d="M96 ${y - 8}q20-14 40 0t40 0 40 0 40 0 40 0"/>`,
  12,
];
const mushroom: Layer = (y) => [
  `<ellipse cx="200" cy="${y - 16}" rx="112" ry="20" fill="#7a5232"/><path d="M120 ${y - 16}h160M130 ${y - 8}h140" stroke="#5c3a20" stroke-width="4" stroke-linecap="round"/><ellipse cx="200" cy="${y - 24}" rx="80" ry="6" fill="#9c7048"/>`,
  30,
];
const swiss: Layer = (y) => [
  `<path fill="#fbe6a2" d="M90 ${y - 10}H310L296 ${y + 10}L250 ${y + 2}L210 ${y + 16}L160 ${y + 2}L104 ${y + 12}Z"/><circle cx="150" cy="${y - 4}" r="4" fill="#e9cf7c"/><circle cx="250" cy="${y - 3}" r="5" fill="#e9cf7c"/>`,
  8,
];
const chicken: Layer = (y) => [
  `<path fill="#d98a2b" d="M80 ${y - 8}c-4-20 10-36 30-34 8-12 30-14 40-6 14-10 40-10 52 0 14-8 38-6 46 6 22-2 36 14 30 34-4 14-20 12-40 12H120c-20 0-38 2-40-12Z"/><path fill="none" d="M110 ${y - 30}c10-6 24-4 30 2m30-10c12-4 26-2 34 4m34-2c10-2 22 2 28 10" stroke="#f0b14c" stroke-width="6" stroke-linecap="round"/><path fill="#b5452f" d="M90 ${y - 38}q110-12 220 0v6q-110-10-220 0Z" opacity=".8"/>`,
  44,
];
const slaw: Layer = (y) => [
  `<path fill="none" stroke="#e86f3c" stroke-width="5" stroke-linecap="round" d="M100 ${y - 6}l20-6m8 8l22-8m10 6l24-6m6 8l22-8m10 6l20-8m8 8l20-6"/><path fill="none" stroke="#c7e39a" stroke-width="5" stroke-linecap="round" d="M110 ${y - 10}l20 4m16-6l20 6m20-6l18 6m22-6l18 6"/>`,
  8,
];
const onions: Layer = (y) => [
  `<path fill="none" stroke="#a0549a" stroke-width="5" d="M110 ${y - 6}a14 6 0 1 0 28 0a14 6 0 1 0-28 0m60 0a14 6 0 1 0 28 0a14 6 0 1 0-28 0m60 0a14 6 0 1 0 28 0a14 6 0 1 0-28 0"/>`,
  6,
];
const pickles: Layer = (y) => [
  `<g fill="#9ac04a" stroke="#6e9a2c" stroke-width="3"><ellipse cx="140" cy="${y - 6}" rx="20" ry="7"/><ellipse cx="200" cy="${y - 6}" rx="20" ry="7"/><ellipse cx="260" cy="${y - 6}" rx="20" ry="7"/></g>`,
  6,
];

const bunTop =
  (seeds = true, color: string = P.bun): Layer =>
  (y) => {
    const top = y - 86;
    const sesame = seeds
      ? [
          [150, top + 30, -20],
          [190, top + 20, 10],
          [232, top + 28, 30],
          [124, top + 54, -30],
          [172, top + 46, 0],
          [214, top + 48, 20],
          [260, top + 52, 40],
        ]
          .map(
            ([x, yy, r]) =>
              `<ellipse cx="${x}" cy="${yy}" rx="6" ry="3.4" transform="rotate(${r} ${x} ${yy})" fill="${P.sesame}"/>`,
          )
          .join('')
      : '';
    return [
      `<path fill="${color}" d="M90 ${y}c-6-54 44-86 110-86s116 32 110 86Z"/><path fill="#fff" opacity=".22" d="M122 ${top + 44}c14-22 40-32 66-32-24 8-44 20-54 40Z"/>${sesame}`,
      86,
    ];
  };

/** A stack of layers from the bottom (y = 318) up. */
const stack = (layers: Layer[], bottom = 318): string => {
  let y = bottom;
  let out = shadow(200, bottom + 8, 120, 14);
  for (const layer of layers) {
    const [svg, h] = layer(y);
    out += svg;
    y -= h;
  }
  return out;
};

export const burgerKinds = {
  classic: () => stack([bunBottom, patty, cheese, pickles, tomato, lettuce, bunTop()]),
  double: () => stack([bunBottom, patty, cheese, patty, cheese, onions, pickles, bunTop(false, '#f0b054')]),
  mushroom: () => stack([bunBottom, mushroom, swiss, onions, lettuce, bunTop()]),
  chicken: () => stack([bunBottom, slaw, chicken, lettuce, bunTop(true, P.bunLight)]),
  breakfast: () => stack([bunBottom, bacon, cheese, egg, bunTop(false, P.bunLight)], 310),
};

// -------------------------------------------------------------------------------------------------
// Fries
// -------------------------------------------------------------------------------------------------

const friesSticks = (): string => {
  const sticks = [
    [136, 120, -12],
    [160, 100, -6],
    [184, 92, -2],
    [208, 96, 4],
    [232, 104, 8],
    [256, 118, 14],
    [148, 136, -4],
    [196, 116, 0],
    [222, 126, 6],
    [174, 130, -8],
    [246, 140, 10],
  ];
  return sticks
    .map(
      ([x, y, r]) =>
        `<rect x="${x}" y="${y}" width="20" height="120" rx="5" transform="rotate(${r} ${x} ${y})" fill="${P.gold}" stroke="${P.goldDark}" stroke-width="3"/>`,
    )
    .join('');
};

export const friesCarton = (carton: string = P.brand, specks = false): string =>
  `${shadow(200, 334, 96, 12)}${friesSticks()}` +
  `<path fill="${carton}" d="M114 188q86 40 172 0l-22 146H136Z"/>` +
  `<path fill="#fff" opacity=".12" d="M128 204q20 10 40 14l-8 108h-22Z"/>` +
  (carton === P.brand
    ? mapleLeaf('#fff', 200, 268, 0.42)
    : `<circle cx="200" cy="268" r="24" fill="none" stroke="#d8b46a" stroke-width="4"/><text x="200" y="276" font-family="Georgia,serif" font-size="22" font-weight="700" fill="#d8b46a" text-anchor="middle">T</text>`) +
  (specks
    ? '<g fill="#fffbe8"><circle cx="150" cy="132" r="6"/><circle cx="196" cy="110" r="5"/><circle cx="240" cy="124" r="6"/><circle cx="214" cy="146" r="4"/><circle cx="172" cy="150" r="5"/></g><g fill="#5f9a2e"><circle cx="164" cy="120" r="3.5"/><circle cx="226" cy="112" r="3.5"/><circle cx="252" cy="144" r="3.5"/><circle cx="186" cy="140" r="3"/></g>'
    : '');

export const loadedFries = (): string => {
  const fries = [
    [120, 200, -30],
    [150, 180, 20],
    [190, 186, -10],
    [226, 176, 30],
    [262, 196, -20],
    [140, 220, 10],
    [210, 214, -35],
    [250, 226, 15],
  ]
    .map(
      ([x, y, r]) =>
        `<rect x="${x}" y="${y}" width="18" height="70" rx="5" transform="rotate(${r} ${x} ${y})" fill="${P.gold}" stroke="${P.goldDark}" stroke-width="3"/>`,
    )
    .join('');
  return (
    `${shadow(200, 330, 140, 16)}<path fill="${P.kraft}" d="M66 236h268l-26 84H92Z"/><path fill="${P.kraftDark}" d="M66 236h268l-4 14H70Z"/>${fries}` +
    `<path fill="#8a4b22" d="M110 228c20-30 60-20 80-32s60-10 80 4 40 24 20 36-60 6-90 8-110 8-90-16Z" opacity=".92"/>` +
    '<g fill="#fffaf0"><rect x="140" y="206" width="18" height="14" rx="5"/><rect x="190" y="196" width="20" height="14" rx="5"/><rect x="240" y="210" width="18" height="14" rx="5"/><rect x="214" y="226" width="16" height="12" rx="5"/></g>' +
    `<g fill="${P.scallion}"><circle cx="170" cy="220" r="5"/><circle cx="226" cy="208" r="5"/><circle cx="260" cy="226" r="5"/><circle cx="128" cy="232" r="4"/></g>` +
    `<path d="M128 212q30 14 60-4t60 4" stroke="#ff8a3d" stroke-width="4" fill="none" stroke-linecap="round"/>`
  );
};

// -------------------------------------------------------------------------------------------------
// Bowls
// -------------------------------------------------------------------------------------------------

/** A bowl with its contents drawn inside the rim ellipse (cx 200, cy 196, rx 136, ry 46). */
export const bowl = (body: string, inner: string, contents: string, rim = body): string =>
  `${shadow(200, 336, 120, 14)}<path fill="${body}" d="M64 196q0 134 136 138 136-4 136-138Z"/>` +
  `<path fill="#fff" opacity=".14" d="M84 214q10 70 60 96-50-14-60-96Z"/>` +
  `<rect x="150" y="326" width="100" height="14" rx="6" fill="${body}"/>` +
  `<ellipse cx="200" cy="196" rx="140" ry="50" fill="${rim}"/>` +
  `<ellipse cx="200" cy="198" rx="128" ry="42" fill="${inner}"/>${contents}`;

const eggHalf = (x: number, y: number, r = 0): string =>
  `<g transform="rotate(${r} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="26" ry="18" fill="${P.egg}" stroke="#efe3cc" stroke-width="2"/><ellipse cx="${x}" cy="${y + 1}" rx="13" ry="10" fill="${P.yolk}"/><ellipse cx="${x}" cy="${y + 1}" rx="7" ry="5" fill="#ff8f1f"/></g>`;
const chashuSlice = (x: number, y: number): string =>
  `<ellipse cx="${x}" cy="${y}" rx="30" ry="16" fill="${P.chashu}" stroke="#b5643e" stroke-width="3"/><path d="M${x - 14} ${y}q14-10 28 0-14 8-22 2" fill="none" stroke="${P.chashuLight}" stroke-width="3"/>`;
const noriSheet = (x: number, y: number): string =>
  `<rect x="${x}" y="${y}" width="44" height="62" rx="3" fill="${P.nori}" transform="rotate(-10 ${x} ${y})"/>`;
const scallions = (pts: number[][]): string =>
  pts
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="6" fill="${P.scallion}"/><circle cx="${x}" cy="${y}" r="2.5" fill="#d8efb0"/>`,
    )
    .join('');
const noodleWaves = (color: string = P.noodle, y0 = 196): string =>
  `<path fill="none" stroke="${color}" stroke-width="7" stroke-linecap="round" d="M110 ${y0 + 6}q10-12 20 0t20 0 20 0 20 0M124 ${y0 + 22}q10-12 20 0t20 0 20 0 20 0 20 0M232 ${y0 + 20}q10-12 20 0t20 0 20 0"/>`;
const chopsticks = (): string =>
  '<g stroke-linecap="round"><path d="M70 120 340 176" stroke="#8b5a2b" stroke-width="9"/><path d="M86 100 344 164" stroke="#a8743f" stroke-width="9"/></g>';

export const ramen = (kind: 'tonkotsu' | 'miso' | 'shio' | 'shoyu'): string => {
  switch (kind) {
    case 'tonkotsu':
      return bowl(
        P.brand,
        P.broth,
        `${noriSheet(252, 128)}${noodleWaves()}${chashuSlice(150, 186)}${chashuSlice(196, 176)}${eggHalf(250, 204, -8)}${scallions(
          [
            [130, 214],
            [172, 222],
            [206, 212],
            [290, 196],
          ],
        )}${chopsticks()}`,
      );
    case 'miso':
      return bowl(
        P.ink,
        '#e58a45',
        `<ellipse cx="200" cy="198" rx="110" ry="34" fill="none" stroke="#c9361f" stroke-width="6" opacity=".6"/>${noodleWaves('#f6d277')}` +
          '<g fill="#ffd23f"><circle cx="150" cy="180" r="6"/><circle cx="162" cy="176" r="6"/><circle cx="156" cy="190" r="6"/><circle cx="170" cy="188" r="6"/><circle cx="144" cy="192" r="6"/></g>' +
          '<g fill="#7a3f22"><circle cx="228" cy="178" r="7"/><circle cx="242" cy="184" r="6"/><circle cx="216" cy="188" r="6"/><circle cx="232" cy="194" r="6"/></g>' +
          `<path d="M262 200q20-16 30 2m-40 10q20-12 34 0" stroke="#fff8e6" stroke-width="5" fill="none" stroke-linecap="round"/>${eggHalf(196, 214)}${scallions(
            [
              [120, 206],
              [280, 186],
            ],
          )}`,
        P.ink,
      );
    case 'shio':
      return bowl(
        '#f2efe6',
        '#f7e9b0',
        `${noodleWaves('#f3d67a')}<g fill="none" stroke="#ff8a5b" stroke-width="9" stroke-linecap="round"><path d="M140 184a18 18 0 1 0 22-4"/><path d="M250 182a18 18 0 1 0 22-4"/></g>` +
          '<circle cx="204" cy="184" r="22" fill="#ffe04d" stroke="#f5c400" stroke-width="3"/><path d="M204 164v40M184 184h40M190 170l28 28M218 170l-28 28" stroke="#fff7b8" stroke-width="2"/>' +
          `<g fill="${P.lettuce}"><ellipse cx="170" cy="214" rx="12" ry="6" transform="rotate(-20 170 214)"/><ellipse cx="236" cy="214" rx="12" ry="6" transform="rotate(20 236 214)"/><ellipse cx="204" cy="222" rx="12" ry="6"/></g>`,
        '#dcd6c6',
      );
    default:
      return bowl(
        P.navy,
        '#c07a3c',
        `${noriSheet(120, 130)}${noodleWaves('#f1cf76')}${chashuSlice(200, 180)}${eggHalf(258, 200, 10)}<g fill="#d9b46a"><rect x="140" y="196" width="10" height="26" rx="3" transform="rotate(-30 140 196)"/><rect x="160" y="200" width="10" height="26" rx="3" transform="rotate(-10 160 200)"/></g>${scallions(
          [
            [190, 214],
            [220, 210],
            [300, 190],
          ],
        )}<path fill="#ffe9a8" d="M318 110a26 26 0 1 1-22-40 20 20 0 0 0 22 40Z"/>`,
        P.navy,
      );
  }
};

export const danDan = (): string =>
  bowl(
    '#f4efe4',
    '#f1d48a',
    `<path fill="none" stroke="#f6dc90" stroke-width="8" stroke-linecap="round" d="M116 196q20-20 40 0t40 0 40 0 40 0M130 214q20-20 40 0t40 0 40 0"/>` +
      '<ellipse cx="200" cy="196" rx="54" ry="20" fill="#c4452a"/><ellipse cx="196" cy="192" rx="30" ry="10" fill="#8a3f22"/>' +
      '<g fill="#e8c48a"><ellipse cx="186" cy="186" rx="6" ry="4"/><ellipse cx="206" cy="190" rx="6" ry="4"/><ellipse cx="196" cy="198" rx="6" ry="4"/></g>' +
      `<path fill="#5aa83a" d="M262 176c24-14 44 0 40 16-20 8-34 4-40-16Z"/><path fill="#cfe9a9" d="M262 176c16 4 28 10 40 16-12 0-28-6-40-16Z"/><path fill="#5aa83a" d="M98 188c16-20 42-12 44 4-18 10-34 10-44-4Z"/>`,
    '#2f8f86',
  );

export const pokeBowl = (): string => {
  const cubes = (c: string, pts: number[][]) =>
    pts.map(([x, y]) => `<rect x="${x}" y="${y}" width="16" height="14" rx="3" fill="${c}"/>`).join('');
  return bowl(
    P.teal,
    '#fbf8f0',
    `${cubes(P.salmon, [
      [120, 178],
      [140, 186],
      [128, 196],
      [152, 170],
      [146, 200],
    ])}${cubes(P.mango, [
      [240, 200],
      [258, 208],
      [272, 196],
    ])}` +
      '<g fill="#7cc04e"><circle cx="214" cy="168" r="7"/><circle cx="228" cy="174" r="7"/><circle cx="242" cy="168" r="7"/><circle cx="256" cy="176" r="7"/></g>' +
      '<g fill="#b9e08a" stroke="#5e9b34" stroke-width="3"><circle cx="186" cy="210" r="11"/><circle cx="208" cy="216" r="11"/></g>' +
      '<path d="M268 174q12-10 26 0" stroke="#f4a7b9" stroke-width="6" fill="none" stroke-linecap="round"/>' +
      '<g fill="#3b2a20"><circle cx="170" cy="190" r="2"/><circle cx="196" cy="182" r="2"/><circle cx="230" cy="192" r="2"/><circle cx="178" cy="176" r="2"/></g>',
    '#18625d',
  );
};

export const salad = (): string => {
  const leaves = [
    [140, 180, -30, P.lettuceDark],
    [176, 168, 10, P.lettuce],
    [220, 170, -10, P.lettuceDark],
    [260, 184, 30, P.lettuce],
    [160, 200, 20, P.lettuce],
    [204, 196, -20, '#a6d86a'],
    [244, 204, 10, P.lettuceDark],
    [118, 200, -50, '#a6d86a'],
    [284, 206, 40, '#a6d86a'],
  ] as const;
  return bowl(
    P.wood,
    '#e8c79a',
    leaves
      .map(
        ([x, y, r, c]) =>
          `<ellipse cx="${x}" cy="${y}" rx="30" ry="16" transform="rotate(${r} ${x} ${y})" fill="${c}"/><path d="M${x - 22} ${y}h44" transform="rotate(${r} ${x} ${y})" stroke="#d8efb0" stroke-width="2"/>`,
      )
      .join('') +
      '<g fill="#e4b064" stroke="#b98446" stroke-width="2"><rect x="180" y="180" width="18" height="18" rx="4"/><rect x="228" y="188" width="18" height="18" rx="4" transform="rotate(20 228 188)"/><rect x="146" y="204" width="16" height="16" rx="4"/></g>' +
      '<g fill="#fffbe8"><path d="M196 214l24-6-4 10Z"/><path d="M256 168l20 4-16 6Z"/><path d="M128 184l18-8 0 12Z"/></g>',
    P.woodDark,
  );
};

// -------------------------------------------------------------------------------------------------
// Plated dishes
// -------------------------------------------------------------------------------------------------

export const pancakes = (): string => {
  let cakes = '';
  for (let i = 0; i < 3; i++) {
    const y = 268 - i * 28;
    cakes += `<path fill="#d4892e" d="M82 ${y}v18a118 30 0 0 0 236 0v-18Z"/><ellipse cx="200" cy="${y}" rx="118" ry="30" fill="#eeb25a"/>`;
  }
  return (
    `${shadow(200, 326, 150, 16)}${plate(200, 290, 160, 46)}${cakes}` +
    `<path fill="#a8561b" d="M120 212c20-22 140-22 160 0 6 10-2 26-10 30v20c0 8-10 8-10 0v-14c-30 6-70 6-100 0v26c0 8-10 8-10 0v-30c-20-8-36-18-30-32Z" opacity=".9"/>` +
    `<rect x="178" y="190" width="44" height="24" rx="5" fill="#ffe58a"/><rect x="178" y="190" width="44" height="8" rx="4" fill="#fff3b8"/>` +
    `<g fill="${P.berry}"><circle cx="138" cy="214" r="9"/><circle cx="252" cy="220" r="9"/><circle cx="236" cy="204" r="8"/><circle cx="156" cy="230" r="8"/><circle cx="272" cy="232" r="8"/></g>` +
    '<g fill="#fff" opacity=".5"><circle cx="135" cy="211" r="2.5"/><circle cx="249" cy="217" r="2.5"/></g>'
  );
};

export const avocadoToast = (): string =>
  `${shadow(200, 326, 150, 16)}${plate(200, 290, 160, 46)}` +
  `<path fill="#b7772e" d="M104 300c-14-84-6-160 26-176 30-14 46 10 70 8s40-22 70-8c32 16 40 92 26 176Z" transform="rotate(-4 200 220)"/>` +
  `<path fill="#e8b46a" d="M116 292c-10-74-2-142 22-154 26-12 40 8 62 8s36-20 62-8c24 12 32 80 22 154Z" transform="rotate(-4 200 220)"/>` +
  `<path fill="${P.avocado}" d="M124 250c-6-30 6-70 30-80 24-8 36 6 46 4s26-14 48-4c24 12 34 50 26 80-20 20-130 20-150 0Z" transform="rotate(-4 200 220)"/>` +
  '<path fill="#c3e27e" d="M150 210c10-10 30-12 40-4-14 2-28 6-40 4Z" />' +
  eggHalf(216, 206, -12) +
  '<g fill="none" stroke="#d1609e" stroke-width="4"><ellipse cx="160" cy="236" rx="12" ry="6"/><ellipse cx="262" cy="240" rx="12" ry="6"/></g>' +
  '<g fill="#2b2b2b"><rect x="140" y="220" width="6" height="3"/><rect x="186" y="240" width="6" height="3"/><rect x="240" y="224" width="6" height="3"/></g><g fill="#fff"><circle cx="172" cy="250" r="2"/><circle cx="226" cy="252" r="2"/><circle cx="150" cy="204" r="2"/></g>';

const dumpling = (x: number, y: number, r = 0, fried = true): string =>
  `<g transform="rotate(${r} ${x} ${y})">${fried ? `<path fill="#c98a3c" d="M${x - 44} ${y + 8}q44 16 88 0v6q-44 16-88 0Z"/>` : ''}<path fill="#fbf1dc" stroke="#e8d3ad" stroke-width="3" d="M${x - 44} ${y + 8}c0-30 22-44 44-44s44 14 44 44q-44 14-88 0Z"/><path fill="none" stroke="#e8d3ad" stroke-width="3" stroke-linecap="round" d="M${x - 20} ${y - 28}l6 12M${x} ${y - 36}v14M${x + 20} ${y - 28}l-6 12"/></g>`;

export const dumplings = (): string =>
  `${shadow(200, 326, 150, 16)}${plate(200, 280, 160, 54)}${dumpling(140, 252, -8)}${dumpling(236, 250, 8)}${dumpling(186, 290, 0)}${dumpling(282, 292, 10)}` +
  `<ellipse cx="104" cy="298" rx="34" ry="14" fill="${P.ink}"/><ellipse cx="104" cy="296" rx="26" ry="9" fill="#5a2d18"/><circle cx="96" cy="294" r="3" fill="#e4483a"/><circle cx="110" cy="296" r="3" fill="#e4483a"/>` +
  `${scallions([[176, 254]])}`;

const taco = (x: number, y: number, r: number): string =>
  `<g transform="rotate(${r} ${x} ${y})"><path fill="#e9b44c" d="M${x - 80} ${y}a80 80 0 0 1 160 0Z"/><path fill="#c7e39a" d="M${x - 66} ${y - 4}q10-30 30-36t36-6 36 6 30 36Z"/><path d="M${x - 54} ${y - 10}q30-26 70-24" stroke="#b58ad6" stroke-width="8" fill="none" stroke-linecap="round"/><rect x="${x - 46}" y="${y - 40}" width="92" height="26" rx="12" fill="#e39b37"/><path d="M${x - 40} ${y - 40}q16-10 30 0t30 0 30 0" stroke="#fff8ec" stroke-width="5" fill="none" stroke-linecap="round"/><g fill="${P.tomato}"><rect x="${x - 20}" y="${y - 50}" width="10" height="8" rx="2"/><rect x="${x + 12}" y="${y - 52}" width="10" height="8" rx="2"/></g><path fill="#f6c96a" d="M${x - 80} ${y}a80 80 0 0 1 160 0h-14a66 66 0 0 0-132 0Z"/></g>`;

export const tacos = (): string =>
  `${shadow(200, 326, 150, 16)}${plate(200, 286, 164, 50)}${taco(150, 272, -6)}${taco(256, 286, 6)}` +
  '<path fill="#7cc04e" d="M300 236a28 28 0 0 1 40 40Z"/><path fill="#d9f0a8" d="M306 240a22 22 0 0 1 30 30Z"/>';

export const flatbread = (): string =>
  `${shadow(200, 334, 150, 14)}<rect x="60" y="236" width="280" height="84" rx="18" fill="${P.wood}"/><rect x="60" y="236" width="280" height="14" rx="7" fill="${P.woodDark}" opacity=".4"/>` +
  '<path fill="#e7a54c" d="M86 190q114-86 228 0l-114 120Z"/><path fill="#d2453a" d="M104 196q96-66 192 0l-96 98Z"/>' +
  '<g fill="#fff9ee"><circle cx="170" cy="190" r="16"/><circle cx="230" cy="192" r="15"/><circle cx="200" cy="236" r="14"/></g>' +
  `<g fill="${P.lettuceDark}"><ellipse cx="196" cy="178" rx="12" ry="7" transform="rotate(-20 196 178)"/><ellipse cx="220" cy="222" rx="12" ry="7" transform="rotate(30 220 222)"/><ellipse cx="172" cy="216" rx="11" ry="6" transform="rotate(10 172 216)"/></g>` +
  '<g fill="#b8772e" opacity=".6"><circle cx="124" cy="184" r="5"/><circle cx="270" cy="178" r="4"/></g>';

export const platter = (): string =>
  `${shadow(200, 336, 170, 14)}<rect x="34" y="214" width="332" height="110" rx="22" fill="${P.wood}"/><rect x="34" y="304" width="332" height="20" rx="10" fill="${P.woodDark}"/>` +
  '<g fill="#d98a2b" stroke="#b86d1d" stroke-width="3"><path d="M72 252c0-18 22-24 34-14 14-8 34 2 30 18 8 16-10 30-26 22-14 10-40 0-38-14-10-4-8-14 0-12Z"/><path d="M112 286c0-16 20-22 30-12 12-6 30 2 26 16 6 14-8 26-22 20-12 8-34 0-34-12Z"/></g>' +
  dumpling(222, 262, -6) +
  dumpling(288, 276, 6, false) +
  '<g fill="#7cc04e" stroke="#4f9a3a" stroke-width="2"><rect x="180" y="288" width="44" height="14" rx="7" transform="rotate(-14 180 288)"/><rect x="200" y="296" width="44" height="14" rx="7" transform="rotate(8 200 296)"/></g>' +
  '<circle cx="320" cy="236" r="22" fill="#fff"/><circle cx="320" cy="236" r="15" fill="#f5d94a"/><circle cx="314" cy="232" r="4" fill="#e8c32c"/><circle cx="326" cy="240" r="4" fill="#e8c32c"/>';

// -------------------------------------------------------------------------------------------------
// Drinks
// -------------------------------------------------------------------------------------------------

const bubbles = (pts: number[][]): string =>
  pts.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".55"/>`).join('');

export const pint = (beer: string, hazy: boolean): string =>
  `${shadow(200, 340, 90, 12)}<ellipse cx="200" cy="336" rx="86" ry="12" fill="${P.brand}"/>` +
  `<path fill="${beer}" d="M138 130h124l-14 200h-96Z"/>${hazy ? `<path fill="#fff" opacity=".18" d="M138 130h124l-14 200h-96Z"/>` : ''}` +
  `<path fill="#fff" opacity=".35" d="M150 146h14l-8 170h-8Z"/>${bubbles([
    [210, 290, 4],
    [226, 240, 3],
    [196, 200, 3],
    [232, 180, 4],
    [214, 160, 2.5],
  ])}` +
  '<path fill="#fffaf0" d="M130 134c-10-20 6-38 24-32 6-16 30-20 42-8 12-12 36-8 42 8 18-6 32 10 24 30-4 10-12 10-16 8H146c-6 2-14 2-16-6Z"/>' +
  '<path fill="none" stroke="#d8e2e8" stroke-width="5" d="M136 130l14 204h100l14-204"/>';

export const pilsner = (): string =>
  `${shadow(200, 340, 90, 12)}<ellipse cx="200" cy="336" rx="86" ry="12" fill="${P.brand}"/>` +
  '<path fill="#f7d25c" d="M148 100h104c-6 90-20 150-24 200h-56c-4-50-18-110-24-200Z"/><rect x="172" y="296" width="56" height="36" rx="6" fill="#e7edf0"/>' +
  `<path fill="#fff" opacity=".35" d="M160 116h12c0 60 8 120 12 170h-8c-6-50-14-110-16-170Z"/>${bubbles([
    [210, 260, 3],
    [222, 210, 3],
    [200, 170, 2.5],
    [228, 150, 3],
  ])}` +
  '<path fill="#fffaf0" d="M140 104c-8-18 8-32 24-26 8-14 30-14 38-2 10-12 32-10 38 4 16-4 26 12 18 24H140Z"/>' +
  mapleLeaf(P.brand, 200, 220, 0.3);

export const lemonade = (): string =>
  `${shadow(200, 340, 90, 12)}<path fill="#fff6b8" d="M136 120h128l-12 212h-104Z"/>` +
  '<g fill="#fff" opacity=".6" stroke="#e9f4f6" stroke-width="3"><rect x="156" y="150" width="36" height="36" rx="6" transform="rotate(10 156 150)"/><rect x="204" y="176" width="36" height="36" rx="6" transform="rotate(-12 204 176)"/><rect x="168" y="214" width="34" height="34" rx="6" transform="rotate(6 168 214)"/></g>' +
  `<path d="M236 50l-24 220" stroke="${P.brand}" stroke-width="12" stroke-linecap="round"/><path d="M236 50l-3 28m-5 44l-3 28m-5 44l-3 28" stroke="#fff" stroke-width="12"/>` +
  '<circle cx="140" cy="124" r="36" fill="#ffd84a"/><circle cx="140" cy="124" r="28" fill="#fff3a0"/><path d="M140 96v56M112 124h56M120 104l40 40M160 104l-40 40" stroke="#ffd84a" stroke-width="3"/>' +
  '<path fill="#fff" opacity=".4" d="M148 134h12l-6 180h-8Z"/><path fill="none" stroke="#d8e2e8" stroke-width="5" d="M136 120l12 212h104l12-212"/>';

export const matchaLatte = (): string =>
  `${shadow(200, 340, 90, 12)}<path fill="#fbf7ec" d="M136 120h128l-12 212h-104Z"/><path fill="${P.matcha}" d="M138 150h124l-6 90c-30 10-80 10-112 0Z"/><path fill="#b9d98a" d="M144 240c32 10 82 10 112 0l-2 24c-34 10-74 10-108 0Z"/>` +
  '<g fill="#fff" opacity=".5" stroke="#e9f4f6" stroke-width="3"><rect x="160" y="128" width="32" height="32" rx="6" transform="rotate(10 160 128)"/><rect x="206" y="132" width="32" height="32" rx="6" transform="rotate(-8 206 132)"/></g>' +
  '<path d="M222 40l-14 230" stroke="#2f6b3a" stroke-width="12" stroke-linecap="round"/>' +
  '<path fill="#fff" opacity=".4" d="M148 134h12l-6 180h-8Z"/><path fill="none" stroke="#d8e2e8" stroke-width="5" d="M136 120l12 212h104l12-212"/>';

export const gingerSoda = (): string =>
  `${shadow(200, 340, 90, 12)}<path fill="#f4c77a" d="M140 130h120l-10 202h-100Z"/>${bubbles([
    [170, 300, 4],
    [190, 260, 3],
    [220, 290, 5],
    [210, 220, 3],
    [180, 190, 4],
    [232, 170, 3],
    [164, 230, 3],
  ])}` +
  '<path fill="#7cc04e" d="M236 96a36 36 0 0 1 40 60Z"/><path fill="#d9f0a8" d="M240 104a28 28 0 0 1 30 46Z"/>' +
  '<path fill="#e8d1a0" d="M90 300c10-20 30-20 40-10 10-14 34-10 36 6 0 14-20 22-36 16-10 8-40 4-40-12Z"/>' +
  '<path fill="#fff" opacity=".4" d="M150 144h12l-6 176h-8Z"/><path fill="none" stroke="#d8e2e8" stroke-width="5" d="M140 130l10 202h100l10-202"/>';

// -------------------------------------------------------------------------------------------------
// Desserts
// -------------------------------------------------------------------------------------------------

export const cheesecake = (): string =>
  `${shadow(200, 326, 150, 16)}${plate(200, 290, 160, 46)}` +
  '<path fill="#f8e3b6" d="M96 226l196-54v96l-196 36Z"/><path fill="#eccf94" d="M292 172l30 30v86l-30-20Z"/>' +
  '<path fill="#5e3418" d="M96 226l196-54 30 30-200 40Z"/><path fill="#7d4a22" d="M120 230l160-40" stroke="#9a6431" stroke-width="6" stroke-linecap="round"/>' +
  '<path fill="#c98a3c" d="M96 302l196-36 30 22-200 30Z" opacity=".6"/>' +
  '<path fill="none" stroke="#d9892f" stroke-width="6" stroke-linecap="round" d="M110 226q30 20 50-6t50 0 40-10"/>';

export const softServe = (): string =>
  `${shadow(200, 346, 60, 10)}<path fill="#e3a252" d="M150 200h100l-50 146Z"/><path fill="none" stroke="#c07f2e" stroke-width="4" d="M160 216l60 60m-44-60l52 52m-68-28l40 40m12-64l-64 64m46-64l-58 58m72-46l-44 44"/>` +
  '<path fill="#f3d19d" d="M136 204c-10-30 14-40 30-40-10-24 14-44 36-40-4-20 10-34 28-34-6 16 6 22 12 34 20 2 32 22 20 40 20 4 30 24 16 40Z"/>' +
  '<path fill="none" stroke="#e5b574" stroke-width="5" stroke-linecap="round" d="M150 186q50 14 100 0M164 150q40 10 74 0M190 118q20 4 36-2"/>' +
  '<path fill="none" stroke="#b5652a" stroke-width="6" stroke-linecap="round" d="M150 196q20 10 30-4t30 4 30-6"/><circle cx="228" cy="100" r="5" fill="#b5652a"/>';

const donut = (x: number, y: number, glaze: string, seeds: boolean): string => {
  let balls = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const bx = x + Math.cos(a) * 46;
    const by = y + Math.sin(a) * 30;
    balls += `<circle cx="${n(bx)}" cy="${n(by)}" r="22" fill="#e8b46a"/><circle cx="${n(bx)}" cy="${n(by - 6)}" r="17" fill="${glaze}"/>`;
  }
  const dots = seeds
    ? `<g fill="#2b2b2b"><circle cx="${x - 30}" cy="${y - 28}" r="2"/><circle cx="${x + 20}" cy="${y - 34}" r="2"/><circle cx="${x + 44}" cy="${y - 8}" r="2"/><circle cx="${x - 46}" cy="${y - 4}" r="2"/></g>`
    : '';
  return balls + dots;
};

export const mochiDonuts = (): string =>
  `${shadow(200, 326, 150, 16)}${plate(200, 290, 160, 46)}${donut(148, 262, '#2f2f33', true)}${donut(254, 250, P.pink, false)}`;

// -------------------------------------------------------------------------------------------------
// Boxes, kits and accessories
// -------------------------------------------------------------------------------------------------

export const burgerBox = (): string =>
  `${shadow(200, 340, 160, 14)}<path fill="${P.kraftDark}" d="M60 180l40-56h200l40 56Z"/>` +
  place(burgerKinds.classic(), 140, 170, 0.5) +
  place(burgerKinds.classic(), 250, 168, 0.5) +
  place(friesCarton(), 318, 160, 0.42) +
  `<rect x="60" y="180" width="280" height="150" rx="10" fill="${P.kraft}"/><rect x="60" y="180" width="280" height="22" fill="${P.kraftDark}" opacity=".5"/>` +
  `<rect x="130" y="226" width="140" height="70" rx="35" fill="${P.brand}"/>${mapleLeaf('#fff', 200, 262, 0.46)}`;

export const ramenKit = (): string =>
  `${shadow(200, 340, 160, 14)}<rect x="56" y="160" width="288" height="170" rx="12" fill="${P.kraft}"/><path fill="${P.kraftDark}" d="M56 160h288l-20-40H76Z"/>` +
  '<rect x="80" y="120" width="70" height="60" rx="8" fill="#fbf1dc" stroke="#e8d3ad" stroke-width="3"/><path d="M90 136q10-8 20 0t20 0 14 0M90 152q10-8 20 0t20 0 14 0" stroke="#f1cf76" stroke-width="5" fill="none"/>' +
  `<ellipse cx="196" cy="132" rx="26" ry="32" fill="${P.egg}" stroke="#efe3cc" stroke-width="3"/><ellipse cx="250" cy="136" rx="26" ry="32" fill="#c99a62"/><rect x="278" y="110" width="44" height="60" rx="8" fill="${P.brand}"/>` +
  `<rect x="96" y="210" width="208" height="88" rx="12" fill="#fff7ec"/><text x="200" y="250" font-family="Georgia,serif" font-size="28" font-weight="700" fill="${P.brand}" text-anchor="middle">RAMEN</text><text x="200" y="282" font-family="Arial,sans-serif" font-size="18" fill="${P.ink}" text-anchor="middle" letter-spacing="3">AT HOME KIT</text>`;

export const cutlery = (): string =>
  `${shadow(200, 340, 130, 12)}<rect x="86" y="70" width="228" height="270" rx="14" fill="#fff" transform="rotate(-6 200 200)"/><rect x="86" y="70" width="228" height="270" rx="14" fill="none" stroke="${P.plateRim}" stroke-width="4" transform="rotate(-6 200 200)"/>` +
  '<g fill="#7d8a94"><rect x="134" y="170" width="14" height="150" rx="7"/><path d="M116 90h12v60h8V90h12v60h8V90h10v66c0 20-14 24-26 24s-24-4-24-24Z"/>' +
  '<rect x="193" y="180" width="14" height="140" rx="7"/><path d="M193 90c20 0 26 40 14 96h-14Z"/>' +
  '<rect x="253" y="180" width="14" height="140" rx="7"/><ellipse cx="260" cy="130" rx="24" ry="40"/></g><ellipse cx="254" cy="120" rx="8" ry="16" fill="#fff" opacity=".4"/>';

export const chopsticksArt = (): string =>
  `${shadow(200, 330, 150, 12)}<g transform="rotate(-30 200 200)"><rect x="40" y="176" width="320" height="14" rx="7" fill="#c9955b"/><rect x="40" y="206" width="320" height="14" rx="7" fill="#b98446"/>` +
  `<rect x="150" y="162" width="100" height="72" rx="4" fill="${P.brand}"/>${mapleLeaf('#fff', 200, 198, 0.36)}</g>` +
  '<ellipse cx="300" cy="300" rx="40" ry="14" fill="#e8d3ad"/><path d="M268 298q32-40 64 0" fill="#d9b98a"/>';

export const napkins = (): string => {
  let stackSvg = '';
  for (let i = 0; i < 5; i++) {
    const y = 290 - i * 22;
    stackSvg += `<path fill="${i % 2 ? '#fdfaf4' : '#fff'}" stroke="#e7dccb" stroke-width="3" d="M90 ${y}l110-40 110 40-110 40Z"/>`;
  }
  return `${shadow(200, 344, 130, 14)}<path fill="#e7dccb" d="M90 290v16l110 40 110-40v-16l-110 40Z"/>${stackSvg}<path fill="${P.brand}" d="M90 202l110-40 110 40-110 40Z" opacity=".08"/>${mapleLeaf(P.brand, 200, 200, 0.3)}`;
};

export const sauceJar = (): string =>
  `${shadow(200, 336, 110, 14)}<rect x="124" y="150" width="152" height="180" rx="28" fill="#e7f0f3" opacity=".85"/><path fill="#b8321f" d="M132 200h136v100c0 14-12 24-26 24h-84c-14 0-26-10-26-24Z"/>` +
  '<g fill="#6e1c10"><circle cx="160" cy="240" r="8"/><circle cx="200" cy="260" r="7"/><circle cx="236" cy="236" r="9"/><circle cx="180" cy="294" r="7"/><circle cx="230" cy="290" r="8"/></g><g fill="#f2c35a"><circle cx="176" cy="220" r="5"/><circle cx="220" cy="214" r="5"/><circle cx="250" cy="270" r="4"/></g>' +
  `<rect x="116" y="116" width="168" height="44" rx="10" fill="${P.ink}"/><rect x="116" y="116" width="168" height="12" rx="6" fill="#5a4336"/>` +
  '<rect x="150" y="224" width="100" height="52" rx="8" fill="#fff7ec"/><path d="M200 234c10 10 10 22 0 32-10-10-10-22 0-32Z" fill="#e4483a"/>';

export const mayoCup = (): string =>
  `${shadow(200, 330, 130, 14)}<path fill="#fff" d="M86 200h228l-24 120H110Z"/><path fill="none" stroke="${P.plateRim}" stroke-width="4" d="M110 230l8 80m30-80l4 84m48-84v86m48-86l-4 84m38-84l-8 80"/>` +
  '<ellipse cx="200" cy="200" rx="114" ry="34" fill="#f4e6c4"/><ellipse cx="200" cy="200" rx="100" ry="26" fill="#f6dca0"/>' +
  '<path fill="none" stroke="#d9a54a" stroke-width="6" stroke-linecap="round" d="M140 200q30-18 60 0t60-2"/>' +
  mapleLeaf('#c0392b', 200, 196, 0.22);

// -------------------------------------------------------------------------------------------------
// Frames
// -------------------------------------------------------------------------------------------------

/** A square product/category tile: cream background, soft tinted disc, a few confetti dots. */
export const tile = (tint: string, body: string, dark = false): string => {
  const bg = dark ? '#2a2433' : P.cream;
  const confetti = dark
    ? '<g fill="#ffe9a8"><circle cx="60" cy="70" r="3"/><circle cx="340" cy="60" r="4"/><circle cx="360" cy="150" r="2.5"/><circle cx="40" cy="200" r="2.5"/><circle cx="80" cy="350" r="3"/></g>'
    : `<g fill="${tint}"><circle cx="58" cy="66" r="10"/><circle cx="346" cy="84" r="7"/><circle cx="352" cy="330" r="12"/><circle cx="40" cy="300" r="6"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${bg}"/><circle cx="200" cy="210" r="158" fill="${tint}" opacity="${dark ? '.35' : '.55'}"/>${confetti}${body}</svg>`;
};
