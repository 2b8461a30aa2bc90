#!/usr/bin/env node
/**
 * generate-artwork.mjs
 *
 * Writes the portfolio's illustration artwork as small, deterministic SVG files:
 *   public/images/projects/<slug>.svg        640×480 project cover
 *   public/images/projects/<slug>-1|2.svg    400×800 phone "screenshots"
 *   public/images/apps/<app>-icon.svg        256×256 app icons
 *   public/images/apps/<app>-hero.svg        600×700 app landing artwork
 *   public/images/badges/*.svg               store badges (own design)
 *
 * No dependencies, no randomness (a seeded PRNG is used where noise is needed),
 * no external references, fonts, rasters or scripts.
 *
 * Usage: node scripts/generate-artwork.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'public', 'images');
const MAX_BYTES = 12 * 1024;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/* ------------------------------------------------------------------ *
 * Basic utilities
 * ------------------------------------------------------------------ */

/** Round to one decimal and print without trailing zeros. */
const short = (n) => String(Object.is(n, -0) ? 0 : n).replace(/^(-?)0\./, '$1.');
const num = (v) => short(Math.round(v * 10) / 10);
const num3 = (v) => short(Math.round(v * 1000) / 1000);
const esc = (s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function attrs(o) {
  let s = '';
  for (const [k, v] of Object.entries(o)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? num(v) : esc(v)}"`;
  }
  return s;
}
const el = (tag, a = {}, inner) =>
  inner == null ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
const join_ = (parts) => (Array.isArray(parts) ? parts.flat(Infinity).filter(Boolean).join('') : parts || '');

/** Deterministic PRNG (mulberry32). */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rough text width estimate (generous, so it also fits wide fallback fonts). */
function tw(s, size, bold = false) {
  let w = 0;
  for (const ch of s) {
    if (ch === ' ') w += 0.3;
    else if (/[iljI.,:;'’|!·]/.test(ch)) w += 0.3;
    else if (/[mwMW]/.test(ch)) w += 0.88;
    else if (/[A-ZÇĞİÖŞÜ₺%0-9]/.test(ch)) w += 0.66;
    else w += 0.58;
  }
  return w * size * (bold ? 1.16 : 1);
}

/* ------------------------------------------------------------------ *
 * Colour helpers
 * ------------------------------------------------------------------ */

const hex2rgb = (h) => {
  h = h.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
};
const rgb2hex = (c) =>
  '#' + c.map((v) => Math.round(Math.max(0, Math.min(255, v))).toString(16).padStart(2, '0')).join('');
const mix = (a, b, t) => {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return rgb2hex(A.map((v, i) => v + (B[i] - v) * t));
};
const tint = (c, t) => mix(c, '#ffffff', t);
const shade = (c, t) => mix(c, '#000000', t);
const lum = (c) => {
  const [r, g, b] = hex2rgb(c).map((v) => {
    v /= 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const INK = '#0f172a';
const SUB = '#64748b';

/** Palette derived from one accent colour. */
function palette(accent, extra = {}) {
  const light = lum(accent) > 0.4;
  return {
    a: accent,
    soft: tint(accent, 0.88),
    soft2: tint(accent, 0.72),
    mid: tint(accent, 0.45),
    dark: shade(accent, 0.3),
    on: light ? '#1f2937' : '#ffffff', // text on accent
    at: light ? shade(accent, 0.35) : accent, // accent-coloured text on white
    ...extra,
  };
}

/* ------------------------------------------------------------------ *
 * Per-document state: <defs> with de-duplicated ids
 * ------------------------------------------------------------------ */

let defs = [];
let defKeys = new Map();
let uid = 0;
function begin() {
  defs = [];
  defKeys = new Map();
  uid = 0;
}
function def(key, make) {
  if (!defKeys.has(key)) {
    const id = 'd' + uid++;
    defKeys.set(key, id);
    defs.push(make(id));
  }
  return defKeys.get(key);
}
/** Linear gradient; stops are colours or [colour, offset, opacity]. Returns a url(). */
function grad(stops, [x1, y1, x2, y2] = [0, 0, 1, 1]) {
  const norm = stops.map((c, i) => (Array.isArray(c) ? c : [c, i / (stops.length - 1)]));
  const key = 'lg' + JSON.stringify(norm) + [x1, y1, x2, y2];
  const id = def(key, (id) =>
    el(
      'linearGradient',
      { id, x1, y1, x2, y2 },
      norm.map(([c, o, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join(''),
    ),
  );
  return `url(#${id})`;
}
function blur(sd) {
  const id = def('blur' + sd, (id) =>
    el('filter', { id, x: '-30%', y: '-30%', width: '160%', height: '160%' }, el('feGaussianBlur', { stdDeviation: sd })),
  );
  return `url(#${id})`;
}
/* Shared classes keep repeated presentation attributes out of every element. */
const CSS = {
  m: 'text-anchor:middle',
  e: 'text-anchor:end',
  s: 'font-weight:600',
  b: 'font-weight:700',
  x: 'font-weight:800',
  i: 'fill:none;stroke-width:2;stroke-linecap:round;stroke-linejoin:round',
};
function svgDoc(w, h, title, body) {
  const content = join_(body);
  const used = new Set();
  for (const [, list] of content.matchAll(/class="([^"]+)"/g)) list.split(' ').forEach((c) => used.add(c));
  const css = Object.entries(CSS)
    .filter(([k]) => used.has(k))
    .map(([k, v]) => `.${k}{${v}}`)
    .join('');
  const d = defs.length ? `<defs>${defs.join('')}</defs>\n` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-labelledby="title" font-family="${FONT}" fill="${INK}">\n` +
    `<title id="title">${esc(title)}</title>\n${css ? `<style>${css}</style>\n` : ''}${d}${content}\n</svg>\n`
  ).replace(/#([0-9a-f])\1([0-9a-f])\2([0-9a-f])\3\b/gi, '#$1$2$3'); // #ffffff -> #fff
}

/* ------------------------------------------------------------------ *
 * Primitives
 * ------------------------------------------------------------------ */

const R = (x, y, w, h, fill, rx, a = {}) =>
  el('rect', { x: x || undefined, y: y || undefined, width: w, height: h, rx: rx || undefined, fill, ...a });
const C = (cx, cy, r, fill, a = {}) => el('circle', { cx, cy, r, fill, ...a });
const P = (d, fill, a = {}) => el('path', { d, fill: fill === 'none' && a.class === 'i' ? undefined : fill, ...a });
const L = (x1, y1, x2, y2, stroke, sw = 1, a = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': sw, 'stroke-linecap': 'round', ...a });
const WEIGHT_CLASS = { 600: 's', 700: 'b', 800: 'x' };
const ANCHOR_CLASS = { middle: 'm', end: 'e' };
/** Text; o = { w: weight, anchor, ls: letter-spacing, op: opacity, italic }. Ink is the inherited default fill. */
const T = (x, y, s, size = 14, fill = INK, o = {}) => {
  const cls = [ANCHOR_CLASS[o.anchor], WEIGHT_CLASS[o.w]].filter(Boolean).join(' ');
  return el(
    'text',
    {
      x,
      y,
      class: cls || undefined,
      'font-size': size,
      'font-weight': WEIGHT_CLASS[o.w] || o.w === 400 ? undefined : o.w,
      'letter-spacing': o.ls,
      'font-style': o.italic ? 'italic' : undefined,
      opacity: o.op,
      fill: fill === INK ? undefined : fill,
    },
    esc(s),
  );
};
const G = (inner, a = {}) => el('g', a, join_(inner));
/** Round-capped outline style (class "i"); non-default widths go in an inline style. */
const stroked = (stroke, sw = 2) => ({ class: 'i', stroke, style: sw !== 2 ? `stroke-width:${num(sw)}` : undefined });

/* Icon set: own simple line icons on a 24×24 grid. */
const ICONS = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  grid: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  chart: 'M5 20V10M12 20V4M19 20v-7',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  star: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2-5.5-2.9-5.5 2.9 1-6.2L3 9.6l6.2-.9z',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16 16l5 5',
  check: 'M5 12l5 5 9-10',
  x: 'M6 6l12 12M18 6L6 18',
  flame: 'M12 3c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-4 2-7 2 1 3 3 3 5 1-2 1-6 1-9z',
  book: 'M4 19V5a2 2 0 0 1 2-2h14v14H6a2 2 0 0 0 0 4h14',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2M14 20h6v-2',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7C11 3 6 3 7 6c.4 1 2 1 5 1M12 7c1-4 6-4 5-1-.4 1-2 1-5 1',
  ticket: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM15 7v10',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  map: 'M3 6l6-2 6 2 6-2v14l-6 2-6-2-6 2zM9 4v14M15 6v14',
  pin: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM12 12a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
  bus: 'M5 17V6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v11zM5 11h14M8 20v-3M16 20v-3M8 14h0M16 14h0',
  fan: 'M12 12c0-5 3-8 6-6s-2 6-6 6zm0 0c5 0 8 3 6 6s-6-2-6-6zm0 0c0 5-3 8-6 6s2-6 6-6zm0 0c-5 0-8-3-6-6s6 2 6 6z',
  drop: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z',
  power: 'M12 3v8M7 6a8 8 0 1 0 10 0',
  heart: 'M12 20s-8-5-8-11a4 4 0 0 1 8-1 4 4 0 0 1 8 1c0 6-8 11-8 11z',
  play: 'M8 5l11 7-11 7z',
  down: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  trend: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  mic: 'M12 15a3 3 0 0 0 3-3V6a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zM6 11a6 6 0 0 0 12 0M12 18v3',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  moon: 'M20 14A8 8 0 1 1 10 4a6 6 0 0 0 10 10z',
  speaker: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
  plus: 'M12 5v14M5 12h14',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  food: 'M3 12h18a9 9 0 0 1-18 0zM9 8c0-2 2-2 2-4M14 8c0-2 2-2 2-4',
  megaphone: 'M4 10v4h3l9 5V5l-9 5zM19 9a3 3 0 0 1 0 6',
  lock: 'M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3',
  sliders: 'M4 7h10M18 7h2M4 17h4M12 17h8M16 5v4M10 15v4',
  flask: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 2 3h10a2 2 0 0 0 2-3l-5-9V3',
  palette: 'M12 3a9 9 0 1 0 0 18c2 0 2-2 1-3s0-3 2-3h2a4 4 0 0 0 4-4c0-4-4-8-9-8zM7.5 11h0M10 7h0M15 7h0',
  ball: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  music: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-6 0 3 3 0 0 1 6 0zM20 16a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 21h8M10 17h4',
  swap: 'M4 8h14l-4-4M20 16H6l4 4',
  thermo: 'M10 14V5a2 2 0 0 1 4 0v9a4 4 0 1 1-4 0z',
  wind: 'M3 8h11a3 3 0 1 0-3-3M3 12h15a3 3 0 1 1-3 3M3 16h7',
  filter: 'M4 5h16l-6 8v6l-4 2v-8z',
  phone: 'M5 4h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 6a2 2 0 0 1 2-2z',
  flag: 'M5 21V4h12l-2 4 2 4H5',
  back: 'M15 5l-7 7 7 7',
  chevDown: 'M6 9l6 6 6-6',
  chevRight: 'M9 6l6 6-6 6',
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  spark: 'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z',
  prev: 'M19 5L9 12l10 7zM5 5v14',
  next: 'M5 5l10 7-10 7zM19 5v14',
  link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
  folder: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
  share: 'M12 15V4M7 8l5-5 5 5M5 13v6a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-6',
  aries: 'M12 21V10C12 5 9 3 6.5 4S3 8 5 10.5M12 10c0-5 3-7 5.5-6S21 8 19 10.5',
  dots: 'M5 12h0M12 12h0M19 12h0',
  image: 'M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9h0',
  repeat: 'M17 2l3 3-3 3M4 11V9a4 4 0 0 1 4-4h16M7 22l-3-3 3-3M20 13v2a4 4 0 0 1-4 4H4',
};
/** Line icon, top-left at (x,y), size s. */
const I = (name, x, y, s = 24, color = INK, sw = 2) =>
  el('path', {
    d: ICONS[name],
    transform: `translate(${num(x)} ${num(y)}) scale(${num3(s / 24)})`,
    ...stroked(color, sw),
  });
/** Filled icon (for closed shapes like play, star, flame). */
const IF = (name, x, y, s = 24, color = INK) =>
  el('path', { d: ICONS[name], transform: `translate(${num(x)} ${num(y)}) scale(${num3(s / 24)})`, fill: color });

/** 5-point star path centred on (cx,cy). */
function starD(cx, cy, r, inner = 0.45) {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const rr = i % 2 ? r * inner : r;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    d += (i ? 'L' : 'M') + num(cx + rr * Math.cos(a)) + ' ' + num(cy + rr * Math.sin(a));
  }
  return d + 'z';
}
/** One filled star of radius r centred on (cx,cy), via a shared <defs> path. */
const star1 = (cx, cy, r, fill) =>
  el('use', { href: '#' + def(`s1_${r}`, (id) => el('path', { id, d: starD(0, 0, r) })), x: cx, y: cy, fill });
/** Star rating: n filled stars (of 5) with radius r; (x,y) = left edge, vertical centre. */
function stars(x, y, r, n, on = '#f59e0b', off = '#e5e7eb') {
  const gap = r * 2.3;
  const mk = (k) =>
    def(`st${k}_${r}`, (id) =>
      el('path', { id, d: Array.from({ length: k }, (_, i) => starD(r + i * gap, 0, r)).join('') }),
    );
  let s = '';
  if (n < 5) s += el('use', { href: '#' + mk(5), x, y, fill: off });
  if (n > 0) s += el('use', { href: '#' + mk(n), x, y, fill: on });
  return s;
}

/* ------------------------------------------------------------------ *
 * UI components (screen coordinates: 360×760)
 * ------------------------------------------------------------------ */

const SW = 360;
const SH = 760;

const shadow = (x, y, w, h, r, op = 0.18, c = INK, sd = 10) =>
  R(x + 3, y + 8, w - 6, h, c, r, { opacity: op, filter: blur(sd) });

function chip(x, y, label, { on = false, p, dark = false, h = 32, size = 13, onFill, onColor } = {}) {
  const w = tw(label, size, true) + 26;
  const fill = on ? onFill || p.a : dark ? '#1c2233' : '#fff';
  const col = on ? onColor || p.on : dark ? '#cbd5e1' : '#475569';
  const st = !on && !dark ? { stroke: '#e2e5ea' } : {};
  return { w, s: R(x, y, w, h, fill, h / 2, st) + T(x + w / 2, y + h / 2 + size * 0.36, label, size, col, { anchor: 'middle', w: 600 }) };
}
function chips(x, y, labels, active, opts) {
  let s = '';
  let cx = x;
  labels.forEach((l, i) => {
    const c = chip(cx, y, l, { ...opts, on: Array.isArray(active) ? active.includes(i) : i === active });
    s += c.s;
    cx += c.w + 8;
  });
  return s;
}
function btn(x, y, w, h, label, fill, color, { size = 15, stroke, icon, r } = {}) {
  let s = R(x, y, w, h, fill, r ?? h / 2, stroke ? { stroke, 'stroke-width': 1.5 } : {});
  const ty = y + h / 2 + size * 0.36;
  if (icon) {
    const total = 18 + 8 + tw(label, size, true) * 0.93;
    const ix = x + (w - total) / 2;
    s += I(icon, ix, y + h / 2 - 9, 18, color, 2.2) + T(ix + 26, ty, label, size, color, { w: 700 });
  } else s += T(x + w / 2, ty, label, size, color, { anchor: 'middle', w: 700 });
  return s;
}
const bar = (x, y, w, h, f, fg, bg) => R(x, y, w, h, bg, h / 2) + R(x, y, Math.max(h, w * f), h, fg, h / 2);
const toggle = (x, y, on, p, off = '#d1d5db') => R(x, y, 48, 28, on ? p.a : off, 14) + C(on ? x + 34 : x + 14, y + 14, 11, '#fff');
const avatar = (cx, cy, r, ini, fill, color = '#fff') =>
  C(cx, cy, r, fill) + T(cx, cy + r * 0.32, ini, r * 0.82, color, { anchor: 'middle', w: 700 });
const card = (x, y, w, h, { r = 18, fill = '#fff' } = {}) => R(x, y, w, h, fill, r, { stroke: '#eceef2' });
/** Rounded icon tile. */
const iconTile = (x, y, s, icon, fill, color, r = s * 0.3) => R(x, y, s, s, fill, r) + I(icon, x + s * 0.25, y + s * 0.25, s * 0.5, color);

function tabBar(items, active, p, dark = false) {
  const y = 680;
  let s = R(0, y, SW, 80, dark ? '#0d1322' : '#fff') + L(0, y, SW, y, dark ? '#1e2638' : '#eceef2', 1, { 'stroke-linecap': 'butt' });
  const w = SW / items.length;
  items.forEach(([ic, label], i) => {
    const cx = w * i + w / 2;
    const col = i === active ? (dark ? p.a : p.at) : dark ? '#6b7280' : '#9ca3af';
    s += I(ic, cx - 11, y + 11, 22, col) + T(cx, y + 49, label, 10.5, col, { anchor: 'middle', w: i === active ? 700 : 500 });
  });
  return s;
}
function statusBar(dark) {
  const c = dark ? '#fff' : INK;
  return (
    T(34, 31, '9:41', 14, c, { w: 700 }) +
    P('M262 29h3v-3h-3zM268 29h3v-5h-3zM274 29h3v-7h-3zM280 29h3v-9h-3z', c) +
    R(292, 19, 25, 12, 'none', 3.5, { stroke: c, 'stroke-width': 1.2, opacity: 0.5 }) +
    R(294.5, 21.5, 17, 7, c, 1.5) +
    R(318.5, 23, 1.8, 4, c, 0.8, { opacity: 0.5 })
  );
}
const homeBar = (dark) => R(120, 745, 120, 5, dark ? '#fff' : INK, 2.5, { opacity: dark ? 0.6 : 0.85 });

/* Phone frame: 384×784 device, screen 360×760 at (12,12). */
function phone(screen, p, { x = 0, y = 0, s = 1, rot = 0, shadow: sh = false } = {}) {
  const clip = def('scr', (id) => el('clipPath', { id }, R(0, 0, SW, SH, null, 46)));
  const dark = !!screen.dark;
  const bg = screen.bg || (dark ? '#0b1220' : '#f8fafc');
  const t = `translate(${num(x)} ${num(y)})${s !== 1 ? ` scale(${num3(s)})` : ''}${rot ? ` rotate(${rot} 192 392)` : ''}`;
  // Device body and status bar are shared <defs> so several phones in one file cost little extra.
  const body = def('body' + sh, (id) =>
    G(
      [
        sh && R(24, 40, 336, 750, '#0b1020', 60, { opacity: 0.35, filter: blur(18) }),
        R(0, 150, 8, 34, '#1f2937', 3),
        R(0, 200, 8, 62, '#1f2937', 3),
        R(376, 210, 8, 92, '#1f2937', 3),
        R(4, 4, 376, 776, '#0b0f1a', 56),
        R(5.5, 5.5, 373, 773, 'none', 54.5, { stroke: '#3a4150', 'stroke-width': 1.5 }),
      ],
      { id },
    ),
  );
  const bars = def('bars' + dark, (id) => G([statusBar(dark), homeBar(dark)], { id }));
  return G(
    [
      el('use', { href: '#' + body }),
      G([R(0, 0, SW, SH, bg), screen.draw(p), el('use', { href: '#' + bars })], {
        transform: 'translate(12 12)',
        'clip-path': `url(#${clip})`,
      }),
      R(144, 22, 96, 28, '#0b0f1a', 14),
    ],
    { transform: t },
  );
}

/* Floating cards used on covers and heroes. */
function infoCard(x, y, w, { icon, title, sub, p, iconFill, iconColor, h = 64, right }) {
  w = Math.max(w, 80 + Math.max(tw(title, 14, true), sub ? tw(sub, 11.5) : 0));
  if (right) x = right - w;
  const ty = sub ? y + h / 2 - 3 : y + h / 2 + 5;
  return join_([
    shadow(x, y, w, h, 16),
    R(x, y, w, h, '#fff', 16),
    R(x + 12, y + (h - 40) / 2, 40, 40, iconFill || p.soft, 12),
    I(icon, x + 22, y + h / 2 - 10, 20, iconColor || p.at),
    T(x + 64, ty, title, 14, INK, { w: 700 }),
    sub && T(x + 64, y + h / 2 + 15, sub, 11.5, SUB),
  ]);
}
function pillCard(x, y, label, { fill = '#fff', color = INK, icon, size = 14 } = {}) {
  const w = tw(label, size, true) + (icon ? 56 : 36);
  return join_([
    shadow(x, y, w, 42, 21, 0.2),
    R(x, y, w, 42, fill, 21),
    icon && I(icon, x + 16, y + 12, 18, color, 2.2),
    T(icon ? x + 42 : x + 18, y + 26, label, size, color, { w: 700 }),
  ]);
}

/* Backgrounds */
function softBg(w, h, c1, c2, c3, blobs = true) {
  return join_([
    R(0, 0, w, h, grad([c1, c2, c3])),
    blobs && C(w * 0.88, h * 0.1, h * 0.34, '#fff', { opacity: 0.13 }),
    blobs && C(w * 0.06, h * 0.96, h * 0.4, '#fff', { opacity: 0.1 }),
    blobs && C(w * 0.18, h * 0.16, h * 0.06, '#fff', { opacity: 0.16 }),
  ]);
}

/* QR-like grid (21×21 modules with three finder patterns and a centre logo gap). */
function qrCode(x, y, m, seed, color = INK, logo) {
  const N = 21;
  const rnd = rng(seed);
  const finder = (r, c) => (r < 8 && c < 8) || (r < 8 && c >= N - 8) || (r >= N - 8 && c < 8);
  let d = '';
  for (let r = 0; r < N; r++) {
    let run = 0;
    for (let c = 0; c <= N; c++) {
      let on = false;
      if (c < N && !finder(r, c)) {
        if (r >= 8 && r <= 12 && c >= 8 && c <= 12) on = false;
        else if (r === 6) on = c % 2 === 0;
        else if (c === 6) on = r % 2 === 0;
        else on = rnd() < 0.48;
      }
      if (on) run++;
      else if (run) {
        d += `M${c - run} ${r}h${run}v1h-${run}z`;
        run = 0;
      }
    }
  }
  const f = (r0, c0) =>
    R(x + c0 * m, y + r0 * m, 7 * m, 7 * m, color, m * 1.6) +
    R(x + (c0 + 1) * m, y + (r0 + 1) * m, 5 * m, 5 * m, '#fff', m) +
    R(x + (c0 + 2) * m, y + (r0 + 2) * m, 3 * m, 3 * m, color, m * 0.7);
  return join_([
    el('path', { d, fill: color, transform: `translate(${num(x)} ${num(y)}) scale(${num3(m)})` }),
    f(0, 0),
    f(0, N - 7),
    f(N - 7, 0),
    logo,
  ]);
}

/** Seeded random walk. */
function walk(seed, n, drift = 0.08, step = 1) {
  const rnd = rng(seed);
  const out = [];
  let v = 0;
  for (let i = 0; i < n; i++) {
    v += (rnd() - 0.5 + drift) * step;
    out.push(v);
  }
  return out;
}
/** Map series to points within a box. */
function fitPts(vals, x, y, w, h) {
  const mn = Math.min(...vals);
  const mx = Math.max(...vals);
  return vals.map((v, i) => [x + (i * w) / (vals.length - 1), y + h - ((v - mn) / (mx - mn || 1)) * h]);
}
const ptsStr = (pts) => pts.map(([a, b]) => num(a) + ' ' + num(b)).join(' ');
function sparkline(x, y, w, h, seed, color, up = true, drift = 0.12) {
  const v = walk(seed, 14, up ? drift : -drift);
  return el('polyline', { points: ptsStr(fitPts(v, x, y, w, h)), ...stroked(color, 2) });
}
/** Vertical bar waveform as a single stroked path. */
function waveD(x, cy, n, step, heights) {
  let d = '';
  for (let i = 0; i < n; i++) d += `M${num(x + i * step)} ${num(cy - heights[i] / 2)}v${num(heights[i])}`;
  return d;
}
function waveHeights(seed, n, min, max) {
  const rnd = rng(seed);
  return Array.from({ length: n }, (_, i) => {
    const env = 0.55 + 0.45 * Math.sin((i / n) * Math.PI * 3 + 0.6) ** 2;
    return min + (max - min) * env * (0.45 + 0.55 * rnd());
  });
}
/** Arc path on a circle, angles in degrees (0 = 3 o'clock, clockwise). */
function arcD(cx, cy, r, a0, a1) {
  const pt = (a) => [cx + r * Math.cos((a * Math.PI) / 180), cy + r * Math.sin((a * Math.PI) / 180)];
  const [x0, y0] = pt(a0);
  const [x1, y1] = pt(a1);
  return `M${num(x0)} ${num(y0)}A${r} ${r} 0 ${a1 - a0 > 180 ? 1 : 0} 1 ${num(x1)} ${num(y1)}`;
}

/* ------------------------------------------------------------------ *
 * Project screens
 * ------------------------------------------------------------------ */

/* ---------- Vocan ---------- */
function vocanCard(p) {
  return join_([
    I('x', 20, 58, 22, SUB),
    bar(56, 65, 236, 8, 0.6, p.a, p.soft2),
    T(340, 73, '12/20', 12, SUB, { anchor: 'end', w: 700 }),
    T(24, 118, 'SPANISH · LESSON 4', 11, p.a, { w: 800, ls: 1 }),
    T(24, 146, 'What does this mean?', 20, INK, { w: 800 }),
    R(40, 190, 280, 320, p.a, 28, { opacity: 0.16, filter: blur(14) }),
    R(24, 172, 312, 330, '#fff', 28),
    R(44, 194, 58, 24, p.soft, 12),
    T(73, 210, 'noun', 12, p.a, { anchor: 'middle', w: 700 }),
    C(306, 206, 20, p.soft),
    I('speaker', 296, 196, 20, p.a),
    T(180, 296, 'la biblioteca', 34, INK, { anchor: 'middle', w: 800 }),
    T(180, 324, 'lah bee-blee-oh-TEH-kah', 13, SUB, { anchor: 'middle' }),
    L(56, 360, 304, 360, '#dfe2e8', 1.5, { 'stroke-dasharray': '4 7' }),
    T(180, 404, 'the library', 26, p.a, { anchor: 'middle', w: 700 }),
    T(180, 446, '“Estudio en la biblioteca.”', 14, INK, { anchor: 'middle', w: 500, italic: true }),
    T(180, 468, 'I study at the library.', 12.5, SUB, { anchor: 'middle' }),
    btn(24, 528, 150, 56, 'Again', '#fff', INK, { stroke: '#e2e5ea', icon: 'undo' }),
    btn(186, 528, 150, 56, 'Got it', p.a, '#fff', { icon: 'check' }),
    T(180, 626, 'Tap the card to flip it back', 12, SUB, { anchor: 'middle' }),
    tabBar([['home', 'Home'], ['book', 'Learn'], ['chart', 'Progress'], ['user', 'Profile']], 1, p),
  ]);
}
function vocanProgress(p) {
  const days = 'MTWTFSS';
  const hs = [42, 66, 30, 88, 78, 0, 0];
  return join_([
    T(24, 100, 'Your progress', 26, INK, { w: 800 }),
    T(24, 124, 'Great work this week, Mert!', 13, SUB),
    I('bell', 314, 82, 22, INK),
    R(20, 146, 320, 150, grad([p.a, shade(p.a, 0.35)]), 24),
    C(318, 160, 70, '#fff', { opacity: 0.08 }),
    T(40, 202, '12', 48, '#fff', { w: 800 }),
    T(40, 226, 'day streak', 15, '#fff', { w: 600, op: 0.9 }),
    IF('flame', 262, 164, 58, '#fbbf24'),
    T(318, 236, 'Best: 21', 12, '#fff', { anchor: 'end', op: 0.8 }),
    [...days].map((d, i) => {
      const cx = 44 + i * 45.3;
      const done = i < 5;
      return C(cx, 266, 13, '#fff', { opacity: done ? 1 : 0.2 }) + T(cx, 270.5, d, 11, done ? p.a : '#fff', { anchor: 'middle', w: 700 });
    }),
    card(20, 312, 154, 96, { r: 20 }),
    T(40, 356, '248', 26, INK, { w: 800 }),
    T(40, 382, 'words learned', 12.5, SUB),
    I('book', 140, 330, 18, p.a),
    card(186, 312, 154, 96, { r: 20 }),
    T(206, 356, '92%', 26, INK, { w: 800 }),
    T(206, 382, 'accuracy', 12.5, SUB),
    I('check', 306, 330, 18, p.a),
    card(20, 424, 320, 236, { r: 20 }),
    T(40, 458, 'This week', 16, INK, { w: 700 }),
    T(320, 458, '84 min', 13, SUB, { anchor: 'end', w: 600 }),
    L(40, 540, 320, 540, p.mid, 1.5, { 'stroke-dasharray': '4 6' }),
    T(320, 532, 'Goal', 10.5, p.a, { anchor: 'end', w: 700 }),
    hs.map((h, i) => {
      const x = 44 + i * 40.5;
      return R(x, 612 - Math.max(h * 1.2, 6), 26, Math.max(h * 1.2, 6), i === 4 ? p.a : i > 4 ? '#eef0f3' : p.soft2, 8) +
        T(x + 13, 638, days[i], 11, i === 4 ? p.a : SUB, { anchor: 'middle', w: 600 });
    }),
    tabBar([['home', 'Home'], ['book', 'Learn'], ['chart', 'Progress'], ['user', 'Profile']], 2, p),
  ]);
}

/* ---------- Türkiye Gençlik Ödülleri (Turkish UI) ---------- */
const TGO_TABS = [['home', 'Ana Sayfa'], ['grid', 'Kategoriler'], ['star', 'Oylarım'], ['user', 'Profil']];
function tgoList(p) {
  const people = [
    ['Elif Yılmaz', 'EduTech kurucusu', 5, '4.9', 'EY', '#fecaca'],
    ['Mert Kaya', 'Akıllı tarım girişimi', 5, '4.7', 'MK', '#fed7aa'],
    ['Zeynep Demir', 'Yenilenebilir enerji', 4, '4.5', 'ZD', '#e9d5ff'],
    ['Can Öztürk', 'Sosyal girişim', 4, '4.3', 'CÖ', '#bfdbfe'],
    ['Ayşe Şahin', 'Fintek kurucusu', 4, '4.2', 'AŞ', '#bbf7d0'],
  ];
  return join_([
    T(20, 74, 'TÜRKİYE GENÇLİK ÖDÜLLERİ', 11, p.a, { w: 800, ls: 0.8 }),
    T(20, 106, 'Adaylar', 28, INK, { w: 800 }),
    C(320, 96, 20, '#fff', { stroke: '#e2e5ea' }),
    I('search', 310, 86, 20, INK),
    chips(20, 124, ['Yılın Girişimcisi', 'Bilim', 'Sanat', 'Spor'], 0, { p }),
    T(20, 184, '24 aday · Oylama 30 Haziran’da bitiyor', 12, SUB),
    people.map(([name, role, n, score, ini, col], i) => {
      const y = 198 + i * 90;
      const voted = i === 1;
      return join_([
        card(16, y, 328, 80),
        avatar(54, y + 40, 22, ini, col, shade(col, 0.6)),
        T(88, y + 31, name, 15, INK, { w: 700 }),
        T(88, y + 49, role, 12, SUB),
        stars(88, y + 63, 5, n),
        T(150, y + 67.5, score, 11.5, INK, { w: 700 }),
        voted
          ? R(256, y + 25, 74, 30, p.soft, 15) + T(293, y + 45, 'Oylandı', 12, p.a, { anchor: 'middle', w: 700 })
          : R(256, y + 25, 74, 30, p.a, 15) + T(293, y + 45, 'Oy Ver', 12.5, '#fff', { anchor: 'middle', w: 700 }),
      ]);
    }),
    tabBar(TGO_TABS, 0, p),
  ]);
}
function tgoCategories(p) {
  const cats = [
    ['flask', 'Bilim', 28],
    ['palette', 'Sanat', 24],
    ['ball', 'Spor', 22],
    ['trend', 'Girişimcilik', 26],
    ['music', 'Müzik', 20],
    ['heart', 'Sosyal Etki', 22],
  ];
  return join_([
    T(20, 74, 'TÜRKİYE GENÇLİK ÖDÜLLERİ', 11, p.a, { w: 800, ls: 0.8 }),
    T(20, 106, 'Kategoriler', 28, INK, { w: 800 }),
    T(20, 130, '6 kategori · 142 aday', 13, SUB),
    R(16, 150, 328, 76, grad([p.a, shade(p.a, 0.3)]), 20),
    C(330, 150, 60, '#fff', { opacity: 0.1 }),
    T(36, 183, 'Oylama devam ediyor', 16, '#fff', { w: 700 }),
    T(36, 205, 'Son gün: 30 Haziran', 12.5, '#fff', { op: 0.85 }),
    R(250, 172, 78, 32, '#fff', 16),
    T(289, 193, 'Oy Ver', 13, p.a, { anchor: 'middle', w: 700 }),
    cats.map(([ic, name, n], i) => {
      const x = 16 + (i % 2) * 172;
      const y = 242 + Math.floor(i / 2) * 140;
      return join_([
        card(x, y, 156, 128, { r: 22 }),
        iconTile(x + 16, y + 16, 44, ic, p.soft, p.a, 14),
        I('chevRight', x + 124, y + 28, 18, '#cbd5e1'),
        T(x + 16, y + 92, name, 15, INK, { w: 700 }),
        T(x + 16, y + 112, `${n} aday`, 12, SUB),
      ]);
    }),
    tabBar(TGO_TABS, 1, p),
  ]);
}

/* ---------- Playland Mobil ---------- */
const PL_TABS = [['home', 'Home'], ['qr', 'Pay'], ['card', 'Card'], ['gift', 'Offers'], ['user', 'Profile']];
function playlandQR(p) {
  const logo = R(162, 262, 36, 36, p.a, 10) + T(180, 286.5, 'P', 20, '#fff', { anchor: 'middle', w: 800 });
  return join_([
    I('back', 18, 62, 22, INK),
    T(180, 79, 'Pay with QR', 17, INK, { anchor: 'middle', w: 700 }),
    R(112, 100, 136, 32, p.soft, 16),
    T(180, 121, 'Balance ₺320.00', 12.5, p.at, { anchor: 'middle', w: 700 }),
    R(52, 168, 256, 310, p.a, 28, { opacity: 0.2, filter: blur(14) }),
    R(40, 150, 280, 330, '#fff', 28),
    qrCode(75, 175, 10, 11, INK, logo),
    T(180, 416, 'Show this code at the counter', 13, INK, { anchor: 'middle', w: 600 }),
    I('clock', 104, 436, 16, p.at),
    T(126, 449, 'Refreshes in 0:45', 12.5, p.at, { w: 600 }),
    T(20, 522, 'Recent', 16, INK, { w: 700 }),
    [['Bumper Cars', 'Today, 14:32', '-₺40.00'], ['Arcade Zone', 'Today, 13:05', '-₺25.00']].map(([t, s, v], i) => {
      const y = 536 + i * 70;
      return card(16, y, 328, 60, { r: 16 }) + iconTile(28, y + 10, 40, i ? 'star' : 'ticket', p.soft, p.at, 12) +
        T(80, y + 27, t, 14, INK, { w: 700 }) + T(80, y + 45, s, 11.5, SUB) + T(330, y + 36, v, 14, INK, { anchor: 'end', w: 700 });
    }),
    tabBar(PL_TABS, 1, p),
  ]);
}
function playlandTopUp(p) {
  const amounts = ['₺100', '₺250', '₺500', '₺1000'];
  return join_([
    T(20, 102, 'My Card', 26, INK, { w: 800 }),
    I('bell', 316, 84, 22, INK),
    R(20, 124, 320, 184, grad([tint(p.a, 0.1), shade(p.a, 0.15), '#ea580c']), 24),
    C(310, 140, 80, '#fff', { opacity: 0.14 }),
    C(60, 320, 70, '#fff', { opacity: 0.1 }),
    T(40, 160, 'PLAYLAND', 14, p.on, { w: 800, ls: 2.5 }),
    R(286, 144, 34, 26, '#fde68a', 6, { stroke: p.on, 'stroke-opacity': 0.3 }),
    T(40, 214, 'Balance', 12.5, p.on, { op: 0.8 }),
    T(40, 250, '₺320.00', 34, p.on, { w: 800 }),
    T(40, 288, '•••• 4821', 14, p.on, { w: 600, op: 0.85 }),
    T(320, 288, 'Bonus ₺35.00', 12.5, p.on, { anchor: 'end', w: 600 }),
    T(20, 346, 'Top up', 17, INK, { w: 700 }),
    amounts.map((a, i) => {
      const x = 20 + i * 82;
      const on = i === 1;
      return R(x, 362, 74, 52, on ? p.a : '#fff', 16, on ? {} : { stroke: '#e2e5ea' }) +
        T(x + 37, 393, a, 14, on ? p.on : INK, { anchor: 'middle', w: 700 });
    }),
    I('gift', 20, 428, 16, p.at),
    T(42, 441, '10% bonus on ₺500 and above', 12, SUB),
    card(20, 458, 320, 60, { r: 16 }),
    iconTile(32, 468, 40, 'card', p.soft, p.at, 12),
    T(84, 486, 'Visa •••• 1204', 14, INK, { w: 700 }),
    T(84, 504, 'Expires 09/27', 11.5, SUB),
    T(324, 494, 'Change', 13, p.at, { anchor: 'end', w: 700 }),
    btn(20, 538, 320, 56, 'Top up ₺250', p.a, p.on, { size: 16 }),
    I('lock', 122, 612, 14, SUB),
    T(140, 623.5, 'Secure 3-D payment', 11.5, SUB),
    tabBar(PL_TABS, 2, p),
  ]);
}

/* ---------- Funlord Mobil ---------- */
const FL_TABS = [['home', 'Home'], ['card', 'Wallet'], ['qr', 'Pay'], ['gift', 'Rewards'], ['user', 'Profile']];
function funlordWallet(p) {
  return join_([
    T(20, 76, 'Hi, Deniz', 14, SUB),
    T(20, 104, 'My Wallet', 26, INK, { w: 800 }),
    I('bell', 316, 84, 22, INK),
    R(20, 124, 320, 196, grad([tint(p.a, 0.1), '#047857']), 24),
    C(300, 140, 90, '#fff', { opacity: 0.1 }),
    C(330, 290, 50, '#fff', { opacity: 0.1 }),
    IF('star', 40, 144, 22, '#fde047'),
    T(70, 162, 'FUNLORD', 16, '#fff', { w: 800, ls: 3 }),
    T(40, 184, 'GAME CARD', 10, '#fff', { w: 700, ls: 2, op: 0.75 }),
    T(40, 232, 'Credits', 12, '#fff', { op: 0.8 }),
    T(40, 264, '1,250', 30, '#fff', { w: 800 }),
    T(200, 232, 'Tickets', 12, '#fff', { op: 0.8 }),
    T(200, 264, '3,480', 30, '#fff', { w: 800 }),
    T(40, 302, '•••• •••• 7730', 13, '#fff', { w: 600, op: 0.85 }),
    [['plus', 'Top up'], ['qr', 'Pay QR'], ['swap', 'Transfer']].map(([ic, l], i) => {
      const x = 20 + i * 110;
      return card(x, 338, 100, 88, { r: 20 }) + C(x + 50, 368, 20, p.soft) + I(ic, x + 40, 358, 20, p.at) +
        T(x + 50, 412, l, 12.5, INK, { anchor: 'middle', w: 600 });
    }),
    T(20, 466, 'Recent games', 17, INK, { w: 700 }),
    T(340, 466, 'See all', 13, p.at, { anchor: 'end', w: 600 }),
    [
      ['Dino Ride', 'Today, 15:20', '-30 credits', INK, '#fde68a'],
      ['Air Hockey', 'Today, 14:48', '-20 credits', INK, '#bfdbfe'],
      ['Prize Wheel', 'Today, 14:10', '+120 tickets', p.at, '#fbcfe8'],
    ].map(([t, s, v, c, col], i) => {
      const y = 482 + i * 64;
      return card(16, y, 328, 56, { r: 16 }) + R(28, y + 10, 36, 36, col, 11) + C(46, y + 28, 7, '#fff', { opacity: 0.9 }) +
        T(76, y + 25, t, 14, INK, { w: 700 }) + T(76, y + 42, s, 11.5, SUB) + T(330, y + 33, v, 13, c, { anchor: 'end', w: 700 });
    }),
    tabBar(FL_TABS, 1, p),
  ]);
}
function funlordRewards(p) {
  const items = [
    ['Plush Bear', '1,200', (x, y) => C(x, y, 20, '#b45309') + C(x - 16, y - 16, 8, '#b45309') + C(x + 16, y - 16, 8, '#b45309') + C(x, y + 6, 8, '#fde68a') + C(x - 7, y - 4, 2.5, INK) + C(x + 7, y - 4, 2.5, INK)],
    ['LED Yo-yo', '800', (x, y) => C(x, y + 4, 20, '#8b5cf6') + C(x, y + 4, 10, '#fde047') + L(x, y - 16, x, y - 26, INK, 2)],
    ['Free Ride', '500', (x, y) => IF('ticket', x - 22, y - 22, 44, p.a)],
    ['Candy Box', '300', (x, y) => R(x - 22, y - 14, 44, 32, '#f472b6', 6) + R(x - 22, y - 14, 44, 9, '#db2777', 4) + R(x - 4, y - 14, 8, 32, '#fff', 0, { opacity: 0.8 })],
  ];
  return join_([
    T(20, 102, 'Rewards', 26, INK, { w: 800 }),
    T(20, 126, 'Trade your tickets for prizes', 13, SUB),
    R(20, 146, 320, 148, grad([tint(p.a, 0.1), '#047857']), 24),
    C(20, 220, 12, '#f3faf7'),
    C(340, 220, 12, '#f3faf7'),
    T(44, 180, 'Your tickets', 13, '#fff', { op: 0.85 }),
    T(44, 220, '3,480', 36, '#fff', { w: 800 }),
    I('ticket', 262, 166, 50, '#fff', 1.6),
    T(44, 254, 'Next: Plush Dragon', 12, '#fff', { w: 600 }),
    T(316, 254, '520 to go', 12, '#fff', { anchor: 'end', op: 0.85 }),
    bar(44, 264, 272, 8, 0.87, '#fde047', 'rgba(255,255,255,.25)'),
    chips(20, 314, ['All', 'Toys', 'Rides', 'Snacks'], 0, { p }),
    items.map(([name, price, art], i) => {
      const x = 16 + (i % 2) * 172;
      const y = 362 + Math.floor(i / 2) * 156;
      return join_([
        card(x, y, 156, 146, { r: 20 }),
        R(x + 10, y + 10, 136, 72, p.soft, 14),
        art(x + 78, y + 48),
        T(x + 14, y + 108, name, 14, INK, { w: 700 }),
        I('ticket', x + 14, y + 120, 14, p.at),
        T(x + 34, y + 131, price, 12.5, p.at, { w: 700 }),
      ]);
    }),
    tabBar(FL_TABS, 3, p),
  ]);
}

/* ---------- AYBU Mobile ---------- */
const AY_TABS = [['calendar', 'Schedule'], ['food', 'Cafeteria'], ['megaphone', 'News'], ['user', 'Profile']];
function aybuTimetable(p) {
  const days = [['Mon', '12'], ['Tue', '13'], ['Wed', '14'], ['Thu', '15'], ['Fri', '16']];
  const x0 = 52;
  const cw = 60;
  const y0 = 182;
  const rh = 58;
  const hue = { CENG: p.a, MATH: '#7c3aed', PHYS: '#0891b2', ENG: '#d97706' };
  const lessons = [
    [0, 9, 2, 'CENG 301', 'B-204'], [0, 13, 1, 'ENG 102', 'A-11'], [1, 10, 2, 'MATH 204', 'C-101'],
    [1, 14, 2, 'PHYS 112', 'Lab 3'], [2, 10.5, 1.5, 'CENG 301', 'B-204', true], [2, 13, 2, 'CENG 315', 'B-110'],
    [3, 9, 2, 'MATH 204', 'C-101'], [3, 13, 1, 'ENG 102', 'A-11'], [4, 10, 2, 'PHYS 112', 'D-02'], [4, 14, 2, 'CENG 315', 'Lab 1'],
  ];
  return join_([
    T(20, 74, 'Spring 2025 · Week 9', 12, SUB, { w: 600 }),
    T(20, 102, 'Timetable', 26, INK, { w: 800 }),
    iconTile(300, 76, 40, 'calendar', p.soft, p.a, 12),
    days.map(([d, n], i) => {
      const cx = x0 + i * cw + cw / 2;
      const on = i === 2;
      return (on ? R(cx - 25, 118, 50, 52, p.a, 16) : '') + T(cx, 138, d, 11.5, on ? '#fff' : SUB, { anchor: 'middle', w: 600 }) +
        T(cx, 160, n, 16, on ? '#fff' : INK, { anchor: 'middle', w: 700 });
    }),
    Array.from({ length: 9 }, (_, i) => {
      const y = y0 + i * rh;
      return L(x0, y, 348, y, '#e8ebf0', 1, { 'stroke-linecap': 'butt' }) + T(16, y + 4, `${String(9 + i).padStart(2, '0')}:00`, 10, SUB);
    }),
    lessons.map(([d, s, dur, code, room, now]) => {
      const [dept] = code.split(' ');
      const c = hue[dept];
      const x = x0 + d * cw + 2;
      const y = y0 + (s - 9) * rh + 2;
      const h = dur * rh - 4;
      return now
        ? R(x, y, cw - 4, h, c, 10) + T(x + 6, y + 18, dept, 10, '#fff', { w: 800 }) + T(x + 6, y + 31, code.split(' ')[1], 10, '#fff', { w: 800 }) +
            T(x + 6, y + 46, room, 9.5, '#fff', { op: 0.85 })
        : R(x, y, cw - 4, h, tint(c, 0.86), 10) + R(x, y + 8, 3, h - 16, c, 1.5) + T(x + 8, y + 18, dept, 10, shade(c, 0.35), { w: 800 }) +
            T(x + 8, y + 31, code.split(' ')[1], 10, shade(c, 0.35), { w: 800 }) + (h > 44 ? T(x + 8, y + 46, room, 9.5, c, { w: 600 }) : '');
    }),
    C(x0 + 2 * cw + 2, y0 + 2.67 * rh, 4, '#ef4444'),
    L(x0 + 2 * cw + 2, y0 + 2.67 * rh, x0 + 3 * cw - 2, y0 + 2.67 * rh, '#ef4444', 2),
    tabBar(AY_TABS, 0, p),
  ]);
}
function aybuCafeteria(p) {
  const meals = [
    ['Soup', 'Lentil Soup', '180', '#fb923c'],
    ['Main', 'Chicken Sauté', '420', '#dc2626'],
    ['Side', 'Rice Pilaf', '290', '#eab308'],
    ['Dessert', 'Semolina Halva', '150', '#a16207'],
  ];
  return join_([
    T(20, 74, 'Wednesday, 14 May', 12, SUB, { w: 600 }),
    T(20, 102, 'Cafeteria', 26, INK, { w: 800 }),
    R(250, 78, 90, 32, p.soft, 16),
    T(295, 99, '₺85.50', 13, p.a, { anchor: 'middle', w: 700 }),
    [['Mon', '12'], ['Tue', '13'], ['Wed', '14'], ['Thu', '15'], ['Fri', '16']].map(([d, n], i) => {
      const x = 20 + i * 65;
      const on = i === 2;
      return R(x, 122, 58, 60, on ? p.a : '#fff', 16, on ? {} : { stroke: '#e2e5ea' }) + T(x + 29, 145, d, 11.5, on ? '#fff' : SUB, { anchor: 'middle', w: 600 }) +
        T(x + 29, 168, n, 17, on ? '#fff' : INK, { anchor: 'middle', w: 700 });
    }),
    T(20, 214, 'Lunch · 11:30–14:00', 13, INK, { w: 700 }),
    T(340, 214, '1,040 kcal', 12.5, SUB, { anchor: 'end', w: 600 }),
    meals.map(([cat, dish, kcal, col], i) => {
      const y = 228 + i * 80;
      return card(16, y, 328, 70, { r: 18 }) + R(28, y + 11, 48, 48, tint(col, 0.82), 14) + C(52, y + 35, 15, '#fff') + C(52, y + 35, 10, col, { opacity: 0.85 }) +
        T(90, y + 29, cat.toUpperCase(), 10.5, p.a, { w: 700, ls: 0.8 }) + T(90, y + 49, dish, 15, INK, { w: 700 }) + T(330, y + 40, `${kcal} kcal`, 12, SUB, { anchor: 'end' });
    }),
    R(16, 560, 328, 100, p.soft, 20),
    iconTile(30, 576, 40, 'megaphone', '#fff', p.a, 12),
    T(84, 592, 'ANNOUNCEMENT', 10.5, p.a, { w: 800, ls: 0.8 }),
    T(84, 613, 'Dinner is served until', 13.5, INK, { w: 600 }),
    T(84, 632, '20:00 during finals week.', 13.5, INK, { w: 600 }),
    tabBar(AY_TABS, 1, p),
  ]);
}

/* ---------- Noor Technology ---------- */
const NR_TABS = [['home', 'Home'], ['chart', 'Stats'], ['sliders', 'Controls'], ['user', 'Profile']];
function noorDial(p) {
  const cx = 180;
  const cy = 296;
  const r = 108;
  const ang = (v) => 135 + (270 * v) / 75; // 0–75 µg/m³ scale
  const a1 = ang(9);
  const kx = cx + r * Math.cos((a1 * Math.PI) / 180);
  const ky = cy + r * Math.sin((a1 * Math.PI) / 180);
  const segs = [[0, 12, '#22c55e'], [12, 35, '#facc15'], [35, 55, '#fb923c'], [55, 75, '#ef4444']];
  return join_([
    T(20, 102, 'Living Room', 26, INK, { w: 800 }),
    C(26, 123, 4, '#22c55e'),
    T(36, 127.5, 'Noor Air Pro · Online', 13, SUB),
    C(316, 94, 22, p.a),
    I('power', 306, 84, 20, '#fff', 2.4),
    C(cx, cy, 132, p.soft, { opacity: 0.6 }),
    C(cx, cy, 84, '#fff'),
    P(arcD(cx, cy, r, 135, 405), 'none', stroked('#e3eef2', 20)),
    segs.map(([v0, v1, c], i) => P(arcD(cx, cy, r, ang(v0) + (i ? 3 : 0), ang(v1) - (i < 3 ? 3 : 0)), 'none', { ...stroked(c, 8), opacity: i ? 0.55 : 1 })),
    C(kx, ky, 13, '#fff', { stroke: '#22c55e', 'stroke-width': 5 }),
    T(cx, 262, 'PM2.5', 13, SUB, { anchor: 'middle', w: 700, ls: 1 }),
    T(cx, 320, '9', 64, INK, { anchor: 'middle', w: 800 }),
    T(cx, 344, 'µg/m³', 13, SUB, { anchor: 'middle' }),
    T(96, 400, '0', 11, SUB, { anchor: 'middle' }),
    T(264, 400, '75', 11, SUB, { anchor: 'middle' }),
    R(112, 410, 136, 32, '#dcfce7', 16),
    T(180, 431, 'Good air quality', 12.5, '#15803d', { anchor: 'middle', w: 700 }),
    [['drop', '45%', 'Humidity'], ['thermo', '22°C', 'Temp'], ['wind', 'Low', 'VOC']].map(([ic, v, l], i) => {
      const x = 20 + i * 110;
      return card(x, 460, 100, 92, { r: 20 }) + I(ic, x + 14, 474, 20, p.a) + T(x + 14, 520, v, 20, INK, { w: 800 }) + T(x + 14, 540, l, 11.5, SUB);
    }),
    card(20, 566, 320, 98, { r: 20 }),
    C(60, 615, 24, p.soft),
    I('fan', 46, 601, 28, p.a),
    T(96, 608, 'Fan speed', 15, INK, { w: 700 }),
    T(96, 628, 'Auto · Level 2', 12.5, SUB),
    [0, 1, 2, 3, 4].map((i) => R(232 + i * 18, 632 - (i + 1) * 7, 10, (i + 1) * 7, i < 2 ? p.a : '#e2e8f0', 3)),
    tabBar(NR_TABS, 0, p),
  ]);
}
function noorControls(p) {
  const lv = 2;
  const sx = (i) => 44 + i * 68;
  return join_([
    I('back', 18, 62, 22, INK),
    T(20, 112, 'Controls', 26, INK, { w: 800 }),
    T(20, 136, 'Noor Air Pro · Living Room', 13, SUB),
    card(20, 154, 320, 76, { r: 20 }),
    C(60, 192, 22, p.a),
    I('power', 50, 182, 20, '#fff', 2.4),
    T(94, 187, 'Power', 15, INK, { w: 700 }),
    T(94, 206, 'Running for 3 h 20 min', 12, SUB),
    toggle(276, 178, true, p),
    card(20, 242, 320, 128, { r: 20 }),
    T(40, 274, 'Fan speed', 15, INK, { w: 700 }),
    T(320, 274, 'Level 3', 13, p.a, { anchor: 'end', w: 700 }),
    bar(44, 306, 272, 8, lv / 4, p.a, '#e2ecf0'),
    C(sx(lv), 310, 13, '#fff', { stroke: p.a, 'stroke-width': 4 }),
    ['1', '2', '3', '4', 'Turbo'].map((l, i) => T(sx(i), 346, l, 11.5, i === lv ? p.a : SUB, { anchor: 'middle', w: 600 })),
    T(20, 402, 'Mode', 15, INK, { w: 700 }),
    [['bolt', 'Auto'], ['moon', 'Sleep'], ['wind', 'Turbo']].map(([ic, l], i) => {
      const x = 20 + i * 110;
      const on = i === 0;
      return R(x, 416, 100, 86, on ? p.a : '#fff', 20, on ? {} : { stroke: '#eceef2' }) + I(ic, x + 38, 432, 24, on ? '#fff' : p.a) +
        T(x + 50, 484, l, 13, on ? '#fff' : INK, { anchor: 'middle', w: 700 });
    }),
    card(20, 516, 320, 86, { r: 20 }),
    iconTile(34, 530, 40, 'filter', p.soft, p.a, 12),
    T(88, 546, 'Filter life', 15, INK, { w: 700 }),
    T(88, 564, 'Replace in about 4 months', 11.5, SUB),
    T(322, 552, '78%', 20, p.a, { anchor: 'end', w: 800 }),
    bar(36, 582, 288, 7, 0.78, p.a, '#e2ecf0'),
    card(20, 612, 320, 56, { r: 18 }),
    I('lock', 36, 628, 22, SUB),
    T(70, 645, 'Child lock', 14, INK, { w: 700 }),
    toggle(280, 626, false, p),
  ]);
}

/* ---------- E-Servis ---------- */
function eservisMap(p) {
  const route = [[316, 60], [316, 140], [200, 140], [200, 290], [200, 440], [76, 440]];
  const bus = [200, 226];
  const done = 'M316 60V140H200V226';
  const todo = 'M200 226V440H76';
  return join_([
    R(0, 0, SW, SH, '#edf0e7'),
    R(214, 154, 88, 122, '#d6ebcc', 14),
    C(244, 190, 10, '#b9dcab'),
    C(272, 236, 14, '#b9dcab'),
    [[14, 154, 52, 122], [84, 154, 102, 60], [84, 228, 102, 48], [214, 304, 130, 122], [14, 304, 172, 48], [84, 380, 102, 46], [14, 454, 172, 80]].map(([x, y, w, h]) =>
      R(x, y, w, h, '#e3e7dc', 8),
    ),
    P('M-10 330C70 310 120 380 210 360S320 300 380 320', 'none', stroked('#c7dff2', 22)),
    P('M0 140H360M0 290H360M0 440H360M76 0V760M200 0V760M316 0V760', 'none', { stroke: '#fff', 'stroke-width': 13 }),
    P('M0 366H200M140 140V290M260 290V440', 'none', { stroke: '#fff', 'stroke-width': 6 }),
    T(224, 134, 'Atatürk Blv.', 10, '#8a927f', { w: 600 }),
    P(done + todo.replace('M200 226', ''), 'none', stroked('#fff', 11)),
    P(done, 'none', { ...stroked('#9ca3af', 5), 'stroke-dasharray': '1 9' }),
    P(todo, 'none', stroked(p.a, 6)),
    C(route[0][0], route[0][1], 7, '#fff', { stroke: '#9ca3af', 'stroke-width': 3 }),
    C(bus[0], bus[1], 34, p.a, { opacity: 0.22 }),
    C(bus[0], bus[1], 22, p.a, { stroke: '#fff', 'stroke-width': 4 }),
    I('bus', bus[0] - 11, bus[1] - 11, 22, INK, 2.2),
    P('M76 440c-12-14-20-22-20-33a20 20 0 0 1 40 0c0 11-8 19-20 33z', INK),
    I('home', 66, 397, 20, '#fff', 2.2),
    R(92, 448, 56, 24, '#fff', 12),
    T(120, 464, 'Home', 11.5, INK, { anchor: 'middle', w: 700 }),
    R(16, 52, 328, 54, '#fff', 18, { stroke: '#e5e7eb' }),
    I('back', 30, 67, 22, INK),
    T(64, 76, 'Bus 34', 15, INK, { w: 700 }),
    T(64, 94, 'Morning pickup · Deniz', 12, SUB),
    R(276, 66, 54, 24, '#fee2e2', 12),
    C(290, 78, 4, '#ef4444'),
    T(298, 82.5, 'LIVE', 11, '#dc2626', { w: 800 }),
    R(0, 522, SW, 240, '#fff', 28),
    R(160, 532, 40, 5, '#d1d5db', 2.5),
    T(24, 574, 'Arriving in 6 min', 22, INK, { w: 800 }),
    T(24, 598, 'Bus 34 · 2.1 km away · On time', 13, SUB),
    L(40, 628, 320, 628, '#e5e7eb', 4),
    L(40, 628, 170, 628, p.a, 4),
    [[40, 'Depot', '07:30', true], [180, 'Home', '07:44', false], [320, 'School', '08:10', false]].map(([x, l, t, d]) =>
      C(x, 628, 7, d ? p.a : '#fff', { stroke: d ? p.a : x === 180 ? p.a : '#cbd5e1', 'stroke-width': 3 }) +
        T(x, 652, `${l} ${t}`, 11, x === 180 ? INK : SUB, { anchor: x === 40 ? 'start' : x === 320 ? 'end' : 'middle', w: 600 }),
    ),
    avatar(44, 698, 20, 'AK', '#fef3c7', '#92400e'),
    T(74, 694, 'Ahmet Kaya', 14, INK, { w: 700 }),
    T(74, 712, 'Driver · 06 ABC 123', 11.5, SUB),
    C(316, 698, 22, p.a),
    I('phone', 306, 688, 20, INK),
  ]);
}
function eservisAlerts(p) {
  const item = (y, ic, col, title, sub, unread) =>
    card(16, y, 328, 70, { r: 18 }) + C(50, y + 35, 20, tint(col, 0.85)) + I(ic, 40, y + 25, 20, col) +
    T(82, y + 31, title, 14, INK, { w: 700 }) + T(82, y + 50, sub, 12, SUB) + (unread ? C(328, y + 20, 5, p.a) : '');
  return join_([
    T(20, 102, 'Notifications', 26, INK, { w: 800 }),
    T(340, 100, 'Mark all read', 12, p.at, { anchor: 'end', w: 700 }),
    R(20, 120, 164, 38, '#fff', 19, { stroke: '#e5e7eb' }),
    avatar(40, 139, 14, 'D', p.a, INK),
    T(62, 144, 'Deniz · Bus 34', 13, INK, { w: 600 }),
    T(20, 190, 'TODAY', 11, SUB, { w: 700, ls: 1 }),
    item(202, 'flag', '#2563eb', 'Arrived at school', '08:14 · Çankaya College', true),
    item(280, 'check', '#16a34a', 'Deniz boarded the bus', '07:44 · Home stop', true),
    item(358, 'bus', shade(p.a, 0.2), 'Bus is 5 min away', '07:39 · Get ready', false),
    T(20, 458, 'YESTERDAY', 11, SUB, { w: 700, ls: 1 }),
    item(470, 'home', '#16a34a', 'Dropped off at home', '16:05 · Deniz got off the bus', false),
    item(548, 'clock', '#f97316', 'Bus left school', '15:32 · 3 min late', false),
    tabBar([['map', 'Live map'], ['bell', 'Alerts'], ['calendar', 'Schedule'], ['user', 'Profile']], 1, p),
  ]);
}

/* ---------- Finrend (dark) ---------- */
const FR_TABS = [['chart', 'Markets'], ['bolt', 'Signals'], ['star', 'Watchlist'], ['user', 'Profile']];
function finrendChart(p) {
  const vals = walk(7, 44, 0.09, 1);
  const pts = fitPts(vals, 16, 250, 328, 190);
  const sig = [];
  for (let i = 4; i < vals.length - 3; i++) {
    const win = vals.slice(i - 4, i + 4);
    if (vals[i] === Math.min(...win) && (!sig.length || sig[sig.length - 1][1] !== 'B')) sig.push([i, 'B']);
    else if (vals[i] === Math.max(...win) && sig.length && sig[sig.length - 1][1] === 'B') sig.push([i, 'S']);
  }
  const red = '#ef4444';
  return join_([
    T(20, 80, 'BTC/USDT', 16, '#fff', { w: 700 }),
    I('chevDown', 108, 66, 18, '#94a3b8'),
    I('star', 316, 64, 22, '#fbbf24'),
    T(20, 130, '$67,420.50', 32, '#fff', { w: 800 }),
    T(20, 156, '+$1,586.20 (2.41%) today', 13, '#4ade80', { w: 600 }),
    chips(20, 176, ['1H', '4H', '1D', '1W', '1M'], 1, { p, dark: true, h: 30, size: 12 }),
    [250, 313, 376, 440].map((y) => L(16, y, 344, y, '#1c2538', 1, { 'stroke-dasharray': '3 5' })),
    P(`M${ptsStr(pts)}L344 460L16 460z`, grad([[p.a, 0, 0.35], [p.a, 1, 0]], [0, 0, 0, 1])),
    el('polyline', { points: ptsStr(pts), ...stroked('#22c55e', 2.5) }),
    sig.slice(0, 5).map(([i, t]) => {
      const [x, y] = pts[i];
      return t === 'B'
        ? C(x, y, 5, '#22c55e', { stroke: '#0b1220', 'stroke-width': 2 }) + P(`M${num(x)} ${num(y + 9)}l5 6h-5z`, '#22c55e') + R(x - 17, y + 14, 34, 17, '#22c55e', 5) + T(x, y + 26.5, 'BUY', 9.5, '#fff', { anchor: 'middle', w: 800 })
        : C(x, y, 5, red, { stroke: '#0b1220', 'stroke-width': 2 }) + R(x - 19, y - 31, 38, 17, red, 5) + T(x, y - 19, 'SELL', 9.5, '#fff', { anchor: 'middle', w: 800 });
    }),
    R(16, 484, 328, 168, '#131c2f', 20),
    T(34, 514, 'Latest signal', 12.5, '#94a3b8', { w: 600 }),
    R(272, 498, 54, 24, 'rgba(34,197,94,.16)', 12),
    T(299, 514.5, 'BUY', 12, '#4ade80', { anchor: 'middle', w: 800 }),
    T(34, 544, 'BTC/USDT · 4H', 17, '#fff', { w: 700 }),
    [['Entry', '66,980'], ['Target', '69,500'], ['Stop', '65,800']].map(([l, v], i) =>
      T(34 + i * 100, 578, l, 11.5, '#94a3b8') + T(34 + i * 100, 598, v, 15, i === 2 ? '#f87171' : '#fff', { w: 700 }),
    ),
    T(34, 630, 'Confidence', 11.5, '#94a3b8'),
    bar(110, 622, 170, 8, 0.82, '#22c55e', '#1f2a40'),
    T(326, 630, '82%', 12, '#fff', { anchor: 'end', w: 700 }),
    tabBar(FR_TABS, 0, p, true),
  ]);
}
function finrendSignals(p) {
  const rows = [
    ['ETH/USDT', 'Ethereum · 15m ago', 'BUY', '3,412.80', '#627eea', 'E'],
    ['THYAO', 'Türk Hava Yolları · 1h', 'SELL', '287.50', '#ef4444', 'T'],
    ['ASELS', 'Aselsan · 2h ago', 'BUY', '64.15', '#0ea5e9', 'A'],
    ['AAPL', 'Apple Inc. · 3h ago', 'BUY', '189.30', '#a3a3a3', 'A'],
    ['EUR/USD', 'Euro / Dollar · 5h', 'SELL', '1.0842', '#f59e0b', '€'],
  ];
  return join_([
    T(20, 102, 'Signals', 26, '#fff', { w: 800 }),
    T(20, 126, '12 new signals today', 13, '#94a3b8'),
    C(320, 94, 20, '#131c2f'),
    I('bell', 310, 84, 20, '#fff'),
    C(329, 84, 4, '#ef4444'),
    chips(20, 146, ['All', 'Buy', 'Sell', 'Crypto', 'BIST'], 0, { p, dark: true, h: 30, size: 12 }),
    rows.map(([sym, sub, t, price, col, ini], i) => {
      const y = 194 + i * 84;
      const buy = t === 'BUY';
      const c = buy ? '#22c55e' : '#ef4444';
      return join_([
        R(16, y, 328, 76, '#131c2f', 18),
        avatar(46, y + 38, 18, ini, col, '#fff'),
        T(74, y + 34, sym, 14.5, '#fff', { w: 700 }),
        T(74, y + 53, sub, 11, '#94a3b8'),
        sparkline(212, y + 26, 52, 24, 30 + i, c, buy),
        R(284, y + 16, 46, 22, buy ? 'rgba(34,197,94,.16)' : 'rgba(239,68,68,.16)', 11),
        T(307, y + 31, t, 11, buy ? '#4ade80' : '#f87171', { anchor: 'middle', w: 800 }),
        T(330, y + 60, price, 12.5, '#e2e8f0', { anchor: 'end', w: 600 }),
      ]);
    }),
    tabBar(FR_TABS, 1, p, true),
  ]);
}

/* ---------- Film Inn (dark) ---------- */
const POSTERS = [
  ['Night Harbor', '2024 · Drama', '8.1', ['#1e3a8a', '#f97316'], 'sun'],
  ['Last Orbit', '2024 · Sci-Fi', '8.4', ['#0f172a', '#7c3aed'], 'planet'],
  ['Paper Kings', '2023 · Comedy', '7.6', ['#facc15', '#e11d48'], 'crown'],
  ['Salt & Ash', '2024 · Western', '7.9', ['#78350f', '#fcd34d'], 'hills'],
  ['Neon Tide', 'Series · S2', '8.7', ['#0e7490', '#db2777'], 'waves'],
  ['Quiet Fields', '2022 · Drama', '7.3', ['#14532d', '#a3e635'], 'hills'],
];
function posterArt(x, y, w, h, [c1, c2], motif) {
  const cx = x + w / 2;
  const m = {
    sun: C(cx, y + h * 0.55, w * 0.22, '#fde68a', { opacity: 0.9 }) + R(x, y + h * 0.62, w, h * 0.38, '#0f172a', 0, { opacity: 0.55 }),
    planet: C(cx, y + h * 0.45, w * 0.2, '#c4b5fd') + el('ellipse', { cx, cy: y + h * 0.45, rx: w * 0.36, ry: w * 0.09, fill: 'none', stroke: '#fff', 'stroke-width': 2, opacity: 0.7 }) + C(x + w * 0.2, y + h * 0.2, 1.5, '#fff') + C(x + w * 0.8, y + h * 0.3, 1.5, '#fff'),
    crown: P(`M${num(cx - 24)} ${num(y + h * 0.55)}l6-26 12 14 6-18 6 18 12-14 6 26z`, '#fff', { opacity: 0.9 }),
    hills: P(`M${x} ${num(y + h * 0.72)}q${num(w * 0.25)} -${num(h * 0.3)} ${num(w * 0.5)} 0t${num(w * 0.5)} 0V${num(y + h - 14)}q0 14 -14 14H${num(x + 14)}q-14 0 -14 -14z`, '#000', { opacity: 0.3 }) + C(x + w * 0.72, y + h * 0.32, w * 0.1, '#fff', { opacity: 0.85 }),
    waves: P(`M${x} ${num(y + h * 0.6)}q${num(w / 4)} -14 ${num(w / 2)} 0t${num(w / 2)} 0M${x} ${num(y + h * 0.72)}q${num(w / 4)} -14 ${num(w / 2)} 0t${num(w / 2)} 0`, 'none', stroked('#fff', 3)),
  };
  return R(x, y, w, h, grad([c1, c2], [0, 0, 0, 1]), 14) + m[motif];
}
function filminnGrid(p) {
  return join_([
    T(20, 98, 'Film', 26, '#fff', { w: 800 }),
    T(84, 98, 'Inn', 26, p.a, { w: 800 }),
    C(320, 88, 20, '#1c1c26'),
    I('search', 310, 78, 20, '#fff'),
    chips(20, 118, ['Movies', 'TV Shows', 'Top Rated'], 0, { p, dark: true }),
    T(20, 188, 'Trending this week', 16, '#fff', { w: 700 }),
    T(340, 188, 'See all', 12.5, p.a, { anchor: 'end', w: 600 }),
    POSTERS.map(([t, meta, score, cols, motif], i) => {
      const x = 20 + (i % 3) * 110;
      const y = 204 + Math.floor(i / 3) * 200;
      return join_([
        posterArt(x, y, 100, 148, cols, motif),
        R(x + 6, y + 6, 44, 20, 'rgba(0,0,0,.55)', 10),
        star1(x + 16, y + 16, 6, '#fbbf24'),
        T(x + 25, y + 20.5, score, 11, '#fff', { w: 700 }),
        T(x, y + 166, t, 12, '#fff', { w: 700 }),
        T(x, y + 183, meta, 10.5, '#8b8b99'),
      ]);
    }),
    R(20, 604, 320, 58, grad([p.a, '#7c3aed'], [0, 0, 1, 0]), 18),
    T(38, 629, '3 new reviews from friends', 14, '#fff', { w: 700 }),
    T(38, 647, 'Selin, Kerem and Ada posted today', 11.5, '#fff', { op: 0.85 }),
    I('chevRight', 310, 622, 20, '#fff'),
    tabBar([['home', 'Home'], ['search', 'Search'], ['heart', 'Watchlist'], ['user', 'Profile']], 0, p, true),
  ]);
}
function filminnReview(p) {
  const review = (y, ini, col, name, n, when, lines, likes) =>
    join_([
      R(16, y, 328, 126, '#17171f', 18),
      avatar(46, y + 32, 16, ini, col, '#fff'),
      T(72, y + 28, name, 13.5, '#fff', { w: 700 }),
      stars(72, y + 42, 4.5, n, '#fbbf24', '#3a3a46'),
      T(328, y + 28, when, 11, '#8b8b99', { anchor: 'end' }),
      lines.map((l, i) => T(30, y + 74 + i * 19, l, 12.5, '#d4d4dc')),
      I('heart', 30, y + 100, 14, p.a),
      T(50, y + 111, `${likes} found this helpful`, 11, '#8b8b99'),
    ]);
  return join_([
    posterArt(0, 0, 360, 300, ['#0f172a', '#7c3aed'], 'planet'),
    R(0, 150, 360, 160, grad([['#0f0f14', 0, 0], ['#0f0f14', 1, 1]], [0, 0, 0, 1])),
    C(38, 74, 20, 'rgba(0,0,0,.45)'),
    I('back', 27, 63, 22, '#fff'),
    C(322, 74, 20, 'rgba(0,0,0,.45)'),
    I('heart', 312, 64, 20, '#fff'),
    R(22, 222, 96, 144, '#000', 12, { opacity: 0.5, filter: blur(8) }),
    posterArt(20, 216, 96, 144, ['#0f172a', '#7c3aed'], 'planet'),
    T(132, 258, 'Last Orbit', 22, '#fff', { w: 800 }),
    T(132, 280, '2024 · Sci-Fi · 2h 14m', 12, '#8b8b99'),
    T(132, 320, '8.4', 26, '#fff', { w: 800 }),
    T(184, 320, '/10', 13, '#8b8b99'),
    stars(134, 340, 6, 4, '#fbbf24', '#3a3a46'),
    T(210, 344, '2,318 reviews', 11, '#8b8b99'),
    btn(20, 384, 206, 48, 'Write a review', p.a, '#fff', { icon: 'star', size: 14 }),
    btn(236, 384, 104, 48, 'Watchlist', '#1c1c26', '#fff', { size: 13 }),
    T(20, 470, 'Reviews', 17, '#fff', { w: 700 }),
    T(340, 470, 'Most helpful', 12, '#8b8b99', { anchor: 'end' }),
    review(486, 'SA', '#e11d48', 'Selin A.', 5, '2 days ago', ['A gorgeous, patient space drama with', 'a moving final act. The score is superb.'], 124),
    review(622, 'KT', '#0891b2', 'Kerem T.', 4, '5 days ago', ['Beautiful to look at, a little slow', 'in the middle, but worth the ride.'], 58),
  ]);
}

/* ------------------------------------------------------------------ *
 * Project definitions (screens + cover cards)
 * ------------------------------------------------------------------ */

const PROJECTS = [
  {
    slug: 'vocan',
    name: 'Vocan',
    accent: '#7c3aed',
    bg: '#f6f3ff',
    screens: [
      [vocanCard, 'Vocan app: flashcard screen with the Spanish word “la biblioteca” and its translation “the library”'],
      [vocanProgress, 'Vocan app: progress screen with a 12-day streak, words learned, accuracy and a weekly study chart'],
    ],
    coverTitle: 'Vocan cover: a phone showing a Spanish flashcard with its English translation, with floating streak and XP cards on a violet gradient',
    cover: (p) => [
      infoCard(30, 88, 196, { icon: 'flame', title: '12-day streak', sub: 'Personal best: 21', p }),
      shadow(446, 160, 160, 112, 18),
      R(446, 160, 160, 112, '#fff', 18),
      T(526, 204, 'hola', 26, INK, { anchor: 'middle', w: 800 }),
      L(476, 222, 576, 222, '#e5e7eb', 1.5, { 'stroke-dasharray': '4 6' }),
      T(526, 252, 'hello', 18, p.a, { anchor: 'middle', w: 700 }),
      pillCard(70, 330, '+20 XP', { color: p.a, icon: 'bolt' }),
      infoCard(420, 338, 190, { right: 616, icon: 'check', title: '248 words', sub: 'learned so far', p }),
    ],
  },
  {
    slug: 'turkiye-genclik-odulleri',
    name: 'Türkiye Gençlik Ödülleri',
    accent: '#dc2626',
    bg: '#fbf8f8',
    screens: [
      [tgoList, 'Türkiye Gençlik Ödülleri app: nominee list for “Yılın Girişimcisi” with star ratings and “Oy Ver” (vote) buttons'],
      [tgoCategories, 'Türkiye Gençlik Ödülleri app: “Kategoriler” (categories) grid with science, art, sport, entrepreneurship, music and social impact'],
    ],
    coverTitle: 'Türkiye Gençlik Ödülleri cover: a phone showing rated award nominees, with floating vote and rating cards on a red gradient',
    cover: (p) => [
      infoCard(26, 92, 206, { icon: 'trophy', title: 'Yılın Girişimcisi', sub: '24 aday yarışıyor', p }),
      shadow(420, 170, 196, 76, 18),
      R(420, 170, 196, 76, '#fff', 18),
      avatar(452, 208, 20, 'EY', '#fecaca', '#7f1d1d'),
      T(482, 202, 'Elif Yılmaz', 14, INK, { w: 700 }),
      stars(482, 220, 5, 5),
      T(546, 224.5, '4.9', 12, INK, { w: 700 }),
      pillCard(64, 330, 'Oy Ver', { fill: p.a, color: '#fff', icon: 'star' }),
      pillCard(436, 336, 'Oyun kaydedildi', { color: '#16a34a', icon: 'check', size: 13 }),
    ],
  },
  {
    slug: 'playland-mobile',
    name: 'Playland Mobil',
    accent: '#f59e0b',
    bg: '#fff9ee',
    screens: [
      [playlandQR, 'Playland Mobil app: QR code payment screen with card balance and recent payments'],
      [playlandTopUp, 'Playland Mobil app: Playland card balance with top-up amounts and a “Top up ₺250” button'],
    ],
    coverTitle: 'Playland Mobil cover: a phone showing a QR payment code, with floating payment and top-up cards on an amber gradient',
    cover: (p) => [
      infoCard(26, 90, 206, { icon: 'check', title: 'Payment successful', sub: 'Bumper Cars · ₺40.00', p, iconFill: '#dcfce7', iconColor: '#16a34a' }),
      infoCard(424, 178, 190, { right: 616, icon: 'card', title: 'Balance', sub: '₺320.00', p }),
      pillCard(60, 336, '+₺250 added', { color: p.at, icon: 'plus' }),
      pillCard(440, 330, 'Bonus ₺25', { fill: INK, color: '#fde68a', icon: 'gift' }),
    ],
  },
  {
    slug: 'funlord-mobile',
    name: 'Funlord Mobil',
    accent: '#10b981',
    bg: '#f3faf7',
    screens: [
      [funlordWallet, 'Funlord Mobil app: wallet screen with the Funlord game card showing credits and tickets, quick actions and recent games'],
      [funlordRewards, 'Funlord Mobil app: rewards screen with a ticket balance and prizes to redeem'],
    ],
    coverTitle: 'Funlord Mobil cover: a phone showing the game card wallet, with floating ticket and reward cards on a green gradient',
    cover: (p) => [
      infoCard(26, 92, 200, { icon: 'ticket', title: '+120 tickets', sub: 'Prize Wheel', p }),
      infoCard(424, 176, 192, { right: 616, icon: 'gift', title: 'Free Ride', sub: 'Reward unlocked', p }),
      pillCard(66, 334, 'Pay with QR', { fill: p.a, color: '#fff', icon: 'qr' }),
      pillCard(440, 334, '1,250 credits', { color: INK, icon: 'card', size: 13 }),
    ],
  },
  {
    slug: 'aybu-mobile',
    name: 'AYBU Mobile',
    accent: '#2563eb',
    bg: '#f5f8ff',
    screens: [
      [aybuTimetable, 'AYBU Mobile app: weekly timetable with colour-coded courses and rooms'],
      [aybuCafeteria, 'AYBU Mobile app: cafeteria menu for the day with calories and a campus announcement'],
    ],
    coverTitle: 'AYBU Mobile cover: a phone showing a weekly class timetable, with floating next-class, menu and announcement cards on a blue gradient',
    cover: (p) => [
      infoCard(24, 90, 212, { icon: 'clock', title: 'CENG 301 · 10:30', sub: 'Next class · Room B-204', p }),
      infoCard(422, 170, 196, { right: 616, icon: 'food', title: 'Lentil Soup', sub: "Today's menu · 180 kcal", p }),
      infoCard(30, 322, 212, { icon: 'megaphone', title: 'Exam schedule', sub: 'Finals timetable published', p }),
    ],
  },
  {
    slug: 'noor-tech',
    name: 'Noor Technology',
    accent: '#0891b2',
    bg: '#f2fbfd',
    screens: [
      [noorDial, 'Noor Technology app: air-quality dial showing PM2.5 of 9 µg/m³ (good), humidity, temperature and fan speed'],
      [noorControls, 'Noor Technology app: air purifier controls with power, fan speed slider, modes, filter life and child lock'],
    ],
    coverTitle: 'Noor Technology cover: a phone showing an air-quality dial, with floating PM2.5, filter and mode cards on a cyan gradient',
    cover: (p) => [
      infoCard(26, 92, 196, { icon: 'wind', title: 'PM2.5 · 9 µg/m³', sub: 'Good air quality', p, iconFill: '#dcfce7', iconColor: '#16a34a' }),
      shadow(424, 168, 190, 76, 16),
      R(424, 168, 190, 76, '#fff', 16),
      iconTile(436, 186, 40, 'filter', p.soft, p.a, 12),
      T(488, 200, 'Filter life', 14, INK, { w: 700 }),
      T(600, 200, '78%', 13, p.a, { anchor: 'end', w: 800 }),
      bar(488, 214, 112, 7, 0.78, p.a, '#e2ecf0'),
      pillCard(64, 332, 'Auto mode', { fill: p.a, color: '#fff', icon: 'fan' }),
      pillCard(444, 334, 'Fan level 2', { color: INK, icon: 'sliders', size: 13 }),
    ],
  },
  {
    slug: 'e-servis',
    name: 'E-Servis',
    accent: '#eab308',
    bg: '#fafaf6',
    screens: [
      [eservisMap, 'E-Servis app: live map with the school bus route, bus marker near home and an “Arriving in 6 min” panel'],
      [eservisAlerts, 'E-Servis app: notifications for pickup, boarding, arrival at school and drop-off'],
    ],
    coverTitle: 'E-Servis cover: a phone showing a live school-bus map, with floating arrival and boarding notifications on a yellow gradient',
    cover: (p) => [
      infoCard(24, 92, 206, { icon: 'bus', title: 'Arriving in 6 min', sub: 'Bus 34 · 2.1 km away', p, iconFill: '#fef3c7', iconColor: '#92400e' }),
      infoCard(424, 176, 192, { right: 616, icon: 'check', title: 'Deniz boarded', sub: '07:44 · Home stop', p, iconFill: '#dcfce7', iconColor: '#16a34a' }),
      pillCard(70, 334, 'Live tracking', { fill: INK, color: '#fde047', icon: 'map' }),
      pillCard(436, 334, 'At school 08:14', { color: INK, icon: 'flag', size: 13 }),
    ],
  },
  {
    slug: 'finrend',
    name: 'Finrend',
    accent: '#16a34a',
    dark: true,
    bg: '#0b1220',
    screens: [
      [finrendChart, 'Finrend app: BTC/USDT price chart with buy and sell signal markers and the latest signal details'],
      [finrendSignals, 'Finrend app: list of buy and sell signals for crypto, stocks and forex with sparklines'],
    ],
    coverTitle: 'Finrend cover: a phone showing a price chart with buy and sell signals, with floating signal cards on a green gradient',
    cover: (p) => [
      infoCard(24, 92, 204, { icon: 'trend', title: 'BUY · ETH/USDT', sub: 'Entry 3,412.80', p }),
      shadow(426, 168, 188, 84, 16),
      R(426, 168, 188, 84, '#fff', 16),
      T(442, 194, 'This week', 12, SUB),
      T(442, 222, '+4.2%', 22, p.a, { w: 800 }),
      sparkline(530, 198, 68, 34, 3, p.a, true, 0.35),
      pillCard(70, 332, 'Target hit', { fill: p.a, color: '#fff', icon: 'check' }),
      pillCard(444, 334, 'SELL · THYAO', { color: '#dc2626', icon: 'bell', size: 13 }),
    ],
  },
  {
    slug: 'filminn',
    name: 'Film Inn',
    accent: '#e11d48',
    dark: true,
    bg: '#0f0f14',
    screens: [
      [filminnGrid, 'Film Inn app: grid of trending movie and TV posters with ratings'],
      [filminnReview, 'Film Inn app: review page for “Last Orbit” with an 8.4 rating and user reviews'],
    ],
    coverTitle: 'Film Inn cover: a phone showing a movie poster grid with ratings, with floating rating and watchlist cards on a rose gradient',
    cover: (p) => [
      shadow(26, 90, 206, 78, 16),
      R(26, 90, 206, 78, '#fff', 16),
      T(42, 126, '8.4', 26, INK, { w: 800 }),
      T(94, 126, '/10', 13, SUB),
      stars(44, 148, 6, 4),
      T(216, 126, 'Last Orbit', 12, SUB, { anchor: 'end' }),
      infoCard(424, 172, 192, { right: 616, icon: 'heart', title: 'Watchlist', sub: 'Neon Tide added', p }),
      pillCard(60, 334, 'Write a review', { fill: p.a, color: '#fff', icon: 'star', size: 13 }),
    ],
  },
];

/* ------------------------------------------------------------------ *
 * App landing artwork
 * ------------------------------------------------------------------ */

/* ---------- Sonora AI (dark) ---------- */
const SONORA = { a: '#8b5cf6', b: '#ec4899' };
function sonoraCreate(p) {
  const g = grad([SONORA.a, SONORA.b], [0, 0, 1, 0]);
  return join_([
    T(20, 74, 'SONORA AI', 11, '#c4b5fd', { w: 800, ls: 1.5 }),
    T(20, 104, 'Create a song', 26, '#fff', { w: 800 }),
    T(20, 128, 'Describe the music you want', 13, '#a1a1b5'),
    R(20, 148, 320, 128, '#1b1430', 20, { stroke: SONORA.a, 'stroke-opacity': 0.7, 'stroke-width': 1.5 }),
    T(38, 176, 'PROMPT', 10.5, '#c4b5fd', { w: 800, ls: 1 }),
    T(38, 208, 'lo-fi piano for a rainy', 17, '#fff', { w: 600 }),
    T(38, 232, 'evening', 17, '#fff', { w: 600 }),
    R(38 + tw('evening', 17, true) + 3, 217, 2, 20, SONORA.b),
    T(322, 262, '31 / 200', 11, '#a1a1b5', { anchor: 'end' }),
    T(20, 310, 'Style', 14, '#fff', { w: 700 }),
    chips(20, 322, ['Lo-fi', 'Piano', 'Chill', 'Jazz'], [0, 1], { p, dark: true, onFill: SONORA.a, onColor: '#fff' }),
    T(20, 388, 'Length', 14, '#fff', { w: 700 }),
    R(20, 400, 320, 42, '#1b1430', 14),
    ['30s', '1 min', '2 min', '3 min'].map((l, i) => (i === 2 ? R(22 + i * 79, 402, 79, 38, '#352a57', 12) : '') +
      T(61.5 + i * 79, 426, l, 13, i === 2 ? '#fff' : '#a1a1b5', { anchor: 'middle', w: 600 })),
    R(20, 458, 320, 60, '#1b1430', 16),
    I('mic', 36, 476, 22, '#c4b5fd'),
    T(70, 485, 'Instrumental', 14, '#fff', { w: 700 }),
    T(70, 503, 'No vocals', 11.5, '#a1a1b5'),
    toggle(276, 474, true, { a: SONORA.a }),
    R(30, 548, 300, 56, SONORA.b, 28, { opacity: 0.35, filter: blur(12) }),
    btn(20, 540, 320, 58, 'Generate song', g, '#fff', { icon: 'spark', size: 16 }),
    T(180, 628, '4 free songs left today', 11.5, '#a1a1b5', { anchor: 'middle' }),
    tabBar([['spark', 'Create'], ['music', 'Library'], ['user', 'Profile']], 0, { a: '#c4b5fd' }, true),
  ]);
}
function sonoraPlayer() {
  const g = grad([SONORA.a, SONORA.b]);
  const hs = waveHeights(5, 46, 8, 44);
  const wg = grad([SONORA.a, SONORA.b], [0, 0, 1, 0]);
  return join_([
    I('chevDown', 20, 62, 24, '#fff'),
    T(180, 80, 'Now playing', 14, '#a1a1b5', { anchor: 'middle', w: 600 }),
    I('dots', 316, 62, 24, '#fff', 3),
    R(46, 124, 268, 268, SONORA.b, 28, { opacity: 0.35, filter: blur(18) }),
    R(40, 108, 280, 280, g, 28),
    P('M90 140l-10 22M150 126l-12 26M232 140l-10 22M282 128l-10 22M120 196l-10 22M260 190l-10 22M188 170l-10 22', 'none', { ...stroked('#fff', 2), opacity: 0.45 }),
    C(246, 188, 30, '#fde68a', { opacity: 0.9 }),
    R(60, 300, 240, 68, '#fff', 8),
    [1, 2, 4, 5, 6].map((k) => R(60 + k * 34.3 - 7, 300, 14, 40, '#1b1430', 3)),
    T(20, 432, 'Rainy Evening Keys', 22, '#fff', { w: 800 }),
    T(20, 456, 'Sonora AI · Lo-fi piano', 13, '#a1a1b5'),
    I('heart', 314, 418, 24, SONORA.b),
    P(waveD(24, 516, 46, 6.9, hs).split('M').slice(0, 19).join('M'), 'none', stroked(wg, 4)),
    P('M' + waveD(24, 516, 46, 6.9, hs).split('M').slice(19).join('M'), 'none', stroked('#3a3150', 4)),
    T(20, 566, '0:58', 11.5, '#a1a1b5'),
    T(340, 566, '2:30', 11.5, '#a1a1b5', { anchor: 'end' }),
    I('repeat', 24, 620, 20, '#a1a1b5'),
    IF('prev', 88, 616, 28, '#fff'),
    C(180, 630, 38, g),
    R(168, 614, 8, 32, '#fff', 3),
    R(184, 614, 8, 32, '#fff', 3),
    IF('next', 244, 616, 28, '#fff'),
    I('share', 316, 620, 20, '#a1a1b5'),
    I('down', 96, 690, 20, '#c4b5fd'),
    T(122, 705, 'Download', 12.5, '#c4b5fd', { w: 600 }),
    I('music', 204, 690, 20, '#c4b5fd'),
    T(230, 705, 'Remix', 12.5, '#c4b5fd', { w: 600 }),
  ]);
}

/* ---------- VLoader ---------- */
const VL_TABS = [['home', 'Home'], ['down', 'Downloads'], ['folder', 'Files'], ['user', 'Settings']];
function vlThumb(x, y, c1, c2) {
  return R(x, y, 64, 48, c1, 12) + C(x + 32, y + 24, 12, '#fff', { opacity: 0.9 }) + P(`M${x + 29} ${y + 18}l9 6-9 6z`, c2);
}
function vlRow(y, p, title, meta, frac, c1, c2) {
  const done = frac >= 1;
  return join_([
    card(16, y, 328, 76, { r: 18 }),
    vlThumb(28, y + 14, c1, c2),
    T(104, y + 29, title, 13, INK, { w: 700 }),
    T(104, y + 47, meta, 11, done ? '#16a34a' : SUB, { w: done ? 600 : 400 }),
    done ? '' : bar(104, y + 56, 196, 6, frac, p.a, p.soft) + I('pause', 312, y + 30, 16, SUB, 2.6),
  ]);
}
ICONS.pause = 'M8 5v14M16 5v14';
function vloaderHome(p) {
  return join_([
    R(20, 62, 34, 34, p.a, 10),
    IF('play', 27, 66, 16, '#fff'),
    T(64, 86, 'VLoader', 20, INK, { w: 800 }),
    I('bell', 316, 68, 22, INK),
    T(20, 142, 'Download any video', 24, INK, { w: 800 }),
    T(20, 166, 'Paste a link to get started', 13, SUB),
    R(20, 186, 320, 56, '#fff', 16, { stroke: p.a, 'stroke-width': 1.5 }),
    I('link', 34, 203, 20, p.a),
    T(64, 219, 'https://example.com/v/8KxQ2', 13, INK),
    R(270, 198, 60, 32, p.soft, 10),
    T(300, 219, 'Paste', 12.5, p.a, { anchor: 'middle', w: 700 }),
    chips(20, 258, ['MP4 1080p', '720p', 'MP3 audio'], 0, { p }),
    btn(20, 308, 320, 54, 'Download', p.a, '#fff', { icon: 'down', size: 16 }),
    T(20, 410, 'Downloads', 17, INK, { w: 700 }),
    vlRow(424, p, 'Mountain bike trail.mp4', '142 of 198 MB · 72%', 0.72, '#22c55e', '#0e7490'),
    vlRow(508, p, 'City lights timelapse.mp4', '38 of 110 MB · 35%', 0.35, '#f97316', '#7c3aed'),
    vlRow(592, p, 'Guitar lesson 3.mp4', 'Done · 148 MB', 1, '#eab308', '#dc2626'),
    tabBar(VL_TABS, 0, p),
  ]);
}
function vloaderList(p) {
  return join_([
    T(20, 102, 'Downloads', 26, INK, { w: 800 }),
    I('search', 314, 82, 22, INK),
    chips(20, 122, ['All', 'Videos', 'Audio'], 0, { p }),
    card(16, 170, 328, 72, { r: 18 }),
    iconTile(28, 186, 40, 'folder', p.soft, p.a, 12),
    T(80, 200, 'Storage', 14, INK, { w: 700 }),
    T(330, 200, '2.4 of 16 GB', 12, SUB, { anchor: 'end' }),
    bar(80, 214, 250, 7, 0.15, p.a, p.soft),
    T(20, 280, 'IN PROGRESS', 11, SUB, { w: 700, ls: 1 }),
    vlRow(292, p, 'Cooking pasta at home.mp4', '64 of 92 MB · 70%', 0.7, '#f59e0b', '#be123c'),
    T(20, 404, 'COMPLETED', 11, SUB, { w: 700, ls: 1 }),
    vlRow(416, p, 'Morning podcast #12.mp3', 'Done · 48 MB', 1, '#8b5cf6', '#0ea5e9'),
    vlRow(500, p, 'Drone footage coast.mp4', 'Done · 310 MB', 1, '#06b6d4', '#1e3a8a'),
    vlRow(584, p, 'Yoga for beginners.mp4', 'Done · 204 MB', 1, '#84cc16', '#15803d'),
    tabBar(VL_TABS, 1, p),
  ]);
}

/* ---------- Meriastro (dark, Turkish UI) ---------- */
const GOLD = '#f5c542';
const MA_TABS = [['moon', 'Burçlar'], ['card', 'Tarot'], ['calendar', 'Takvim'], ['user', 'Profil']];
function skyDots(seed, n, w, h, y0 = 0) {
  const r = rng(seed);
  return P(
    Array.from({ length: n }, () => `M${Math.round(r() * w)} ${Math.round(y0 + r() * h)}h0`).join(''),
    'none',
    { ...stroked('#fff', 2), opacity: 0.5 },
  );
}
function meriastroDaily(p) {
  const lines = [
    'Bugün enerjin yüksek ve yeni bir',
    'başlangıç için gökyüzü senden yana.',
    'İş hayatında cesur bir adım atmak',
    'için uygun bir gün; akşam saatlerini',
    'sevdiklerine ayır.',
  ];
  return join_([
    skyDots(9, 18, 360, 240, 40),
    T(20, 74, 'Merhaba, Ayşe', 13, '#a5a3d6'),
    T(20, 102, 'Günlük Burç Yorumu', 22, '#fff', { w: 800 }),
    I('bell', 316, 82, 22, '#fff'),
    R(16, 124, 328, 84, '#1c1848', 20),
    C(58, 166, 26, 'none', { stroke: GOLD, 'stroke-width': 2 }),
    I('aries', 44, 152, 28, GOLD),
    T(98, 160, 'Koç', 18, '#fff', { w: 800 }),
    T(98, 182, '21 Mart – 19 Nisan', 12, '#a5a3d6'),
    T(328, 171, '14 Mayıs', 12, GOLD, { anchor: 'end', w: 700 }),
    chips(20, 222, ['Dün', 'Bugün', 'Yarın'], 1, { p, dark: true, onFill: GOLD, onColor: '#1e1b4b' }),
    R(16, 270, 328, 150, '#16133a', 20),
    lines.map((l, i) => T(32, 300 + i * 23, l, 13.5, '#e4e2ff')),
    [['Aşk', 0.8], ['Kariyer', 0.65], ['Sağlık', 0.9]].map(([l, f], i) => {
      const y = 452 + i * 40;
      return T(20, y + 4, l, 13, '#fff', { w: 600 }) + bar(100, y - 4, 190, 8, f, GOLD, '#2a2660') + T(340, y + 4, `%${Math.round(f * 100)}`, 12, GOLD, { anchor: 'end', w: 700 });
    }),
    R(16, 590, 328, 58, '#1c1848', 18),
    IF('star', 32, 607, 24, GOLD),
    T(68, 624, 'Şanslı sayı: 7 · Şanslı renk: Mor', 13, '#fff', { w: 600 }),
    tabBar(MA_TABS, 0, { a: GOLD }, true),
  ]);
}
function tarotBack(x, y, rot) {
  return G(R(x, y, 120, 196, '#2a2470', 12, { stroke: GOLD, 'stroke-width': 1.5 }), {
    transform: `rotate(${rot} ${x + 60} ${y + 196})`,
  });
}
function meriastroTarot() {
  const ev = [
    ['23', 'MAY', 'Dolunay Yay burcunda', 'Duygusal farkındalık artıyor'],
    ['02', 'HAZ', 'Merkür retrosu başlıyor', 'İletişimde dikkatli ol'],
    ['08', 'HAZ', 'Venüs İkizler’de', 'Sosyal hayat canlanıyor'],
  ];
  return join_([
    skyDots(4, 16, 360, 300, 40),
    T(20, 102, 'Günün Kartı', 22, '#fff', { w: 800 }),
    T(20, 124, 'Kartına dokun ve yorumunu oku', 12.5, '#a5a3d6'),
    tarotBack(110, 142, -12),
    tarotBack(130, 142, 12),
    R(112, 138, 136, 220, grad(['#3b2f8f', '#1e1b4b'], [0, 0, 0, 1]), 14, { stroke: GOLD, 'stroke-width': 2 }),
    R(120, 146, 120, 204, 'none', 9, { stroke: GOLD, 'stroke-width': 1, opacity: 0.6 }),
    T(180, 172, 'XVII', 12, GOLD, { anchor: 'middle', w: 700, ls: 1 }),
    P(starD(180, 240, 34, 0.38), GOLD),
    [[146, 204], [214, 206], [150, 284], [212, 282]].map(([x, y]) => P(starD(x, y, 7, 0.4), GOLD, { opacity: 0.8 })),
    T(180, 336, 'YILDIZ', 13, GOLD, { anchor: 'middle', w: 800, ls: 2 }),
    T(180, 388, 'Umut ve yenilenme. İçindeki ışığa güven.', 12.5, '#e4e2ff', { anchor: 'middle' }),
    T(20, 432, 'Gökyüzü Takvimi', 18, '#fff', { w: 800 }),
    T(340, 432, 'Tümü', 12.5, GOLD, { anchor: 'end', w: 700 }),
    ev.map(([d, m, t, s], i) => {
      const y = 448 + i * 74;
      return R(16, y, 328, 66, '#1c1848', 18) + R(28, y + 10, 46, 46, 'rgba(245,197,66,.14)', 12) +
        T(51, y + 32, d, 17, GOLD, { anchor: 'middle', w: 800 }) + T(51, y + 48, m, 9.5, GOLD, { anchor: 'middle', w: 700, ls: 0.5 }) +
        T(88, y + 30, t, 14, '#fff', { w: 700 }) + T(88, y + 49, s, 11.5, '#a5a3d6');
    }),
    tabBar(MA_TABS, 1, { a: GOLD }, true),
  ]);
}

/* ---------- Funo ---------- */
const FUNO = '#f97316';
const voiceFace = {
  Robot: (x, y) => R(x - 18, y - 14, 36, 30, '#94a3b8', 8) + L(x, y - 14, x, y - 22, '#94a3b8', 3) + C(x, y - 24, 3.5, '#ef4444') + C(x - 8, y, 5, '#fff') + C(x + 8, y, 5, '#fff') + R(x - 8, y + 8, 16, 3, '#475569', 1.5),
  Deep: (x, y) => C(x, y, 20, '#1e3a8a') + P(`M${x - 12} ${y}q4-8 8 0t8 0t8 0`, 'none', stroked('#93c5fd', 3)),
  Chipmunk: (x, y) => C(x - 14, y - 14, 7, '#b45309') + C(x + 14, y - 14, 7, '#b45309') + C(x, y, 19, '#d97706') + C(x - 7, y - 4, 2.5, INK) + C(x + 7, y - 4, 2.5, INK) + R(x - 5, y + 5, 10, 8, '#fff', 2),
  Alien: (x, y) => el('ellipse', { cx: x, cy: y, rx: 18, ry: 21, fill: '#4ade80' }) + el('ellipse', { cx: x - 8, cy: y - 2, rx: 6, ry: 3.5, fill: INK, transform: `rotate(30 ${x - 8} ${y - 2})` }) + el('ellipse', { cx: x + 8, cy: y - 2, rx: 6, ry: 3.5, fill: INK, transform: `rotate(-30 ${x + 8} ${y - 2})` }),
  Echo: (x, y) => C(x, y, 6, FUNO) + P(`M${x - 12} ${y - 10}a14 14 0 0 0 0 20M${x + 12} ${y - 10}a14 14 0 0 1 0 20M${x - 18} ${y - 16}a22 22 0 0 0 0 32M${x + 18} ${y - 16}a22 22 0 0 1 0 32`, 'none', stroked(FUNO, 2.5)),
  Radio: (x, y) => R(x - 20, y - 12, 40, 28, '#7c2d12', 6) + C(x - 8, y + 2, 7, '#fed7aa') + R(x + 4, y - 4, 10, 3, '#fed7aa', 1.5) + R(x + 4, y + 3, 10, 3, '#fed7aa', 1.5) + L(x - 12, y - 12, x + 6, y - 22, '#7c2d12', 2.5),
};
function funoPicker(p) {
  const names = ['Robot', 'Deep', 'Chipmunk', 'Alien', 'Echo', 'Radio'];
  const hs = waveHeights(12, 30, 6, 30);
  return join_([
    T(20, 102, 'Choose a voice', 26, INK, { w: 800 }),
    T(20, 126, 'Pick a voice, then hold to record', 13, SUB),
    names.map((n, i) => {
      const x = 16 + (i % 2) * 172;
      const y = 146 + Math.floor(i / 2) * 112;
      const on = i === 0;
      return R(x, y, 156, 102, on ? p.soft : '#fff', 20, on ? { stroke: FUNO, 'stroke-width': 2 } : { stroke: '#eceef2' }) +
        C(x + 40, y + 51, 30, on ? '#fff' : '#fff7ed') + voiceFace[n](x + 40, y + 53) +
        T(x + 80, y + 56, n, 15, INK, { w: 700 }) + (on ? C(x + 136, y + 20, 10, FUNO) + I('check', x + 129, y + 13, 14, '#fff', 3) : '');
    }),
    P(waveD(40, 522, 30, 9.7, hs), 'none', { ...stroked(p.mid, 4) }),
    C(180, 620, 62, FUNO, { opacity: 0.15 }),
    C(180, 620, 48, grad(['#fb923c', '#ea580c'])),
    I('mic', 162, 602, 36, '#fff', 2.2),
    C(64, 620, 26, '#fff', { stroke: '#eceef2' }),
    I('folder', 53, 609, 22, SUB),
    C(296, 620, 26, '#fff', { stroke: '#eceef2' }),
    I('sliders', 285, 609, 22, SUB),
    T(180, 704, 'Hold to record', 13, SUB, { anchor: 'middle', w: 600 }),
  ]);
}
function funoPreview(p) {
  const hs = waveHeights(21, 36, 10, 90);
  const d = waveD(44, 250, 36, 7.9, hs);
  const parts = d.split('M').filter(Boolean);
  return join_([
    I('back', 18, 62, 22, INK),
    T(180, 79, 'Preview', 17, INK, { anchor: 'middle', w: 700 }),
    R(20, 120, 320, 220, grad(['#fb923c', '#ea580c']), 26),
    C(320, 130, 70, '#fff', { opacity: 0.1 }),
    R(36, 136, 120, 30, 'rgba(255,255,255,.22)', 15),
    T(96, 156, 'Robot voice', 12.5, '#fff', { anchor: 'middle', w: 700 }),
    P('M' + parts.slice(0, 22).join('M'), 'none', stroked('#fff', 4)),
    P('M' + parts.slice(22).join('M'), 'none', { ...stroked('#fff', 4), opacity: 0.4 }),
    T(40, 322, '0:08', 12, '#fff', { w: 600 }),
    T(320, 322, '0:12', 12, '#fff', { anchor: 'end', op: 0.8 }),
    C(180, 340, 30, '#fff', { stroke: '#f8fafc', 'stroke-width': 4 }),
    IF('play', 168, 328, 26, FUNO),
    [['Pitch', 0.78, '+6'], ['Speed', 0.5, '1.0×'], ['Echo', 0.3, '30%']].map(([l, f, v], i) => {
      const y = 410 + i * 62;
      return T(20, y, l, 14, INK, { w: 700 }) + T(340, y, v, 13, p.at, { anchor: 'end', w: 700 }) + bar(20, y + 16, 320, 8, f, FUNO, '#fde7d4') + C(20 + 320 * f, y + 20, 11, '#fff', { stroke: FUNO, 'stroke-width': 3.5 });
    }),
    btn(20, 600, 150, 54, 'Save', '#fff', INK, { stroke: '#e2e5ea', icon: 'down' }),
    btn(190, 600, 150, 54, 'Share', FUNO, '#fff', { icon: 'share' }),
  ]);
}

/* ---------- RevoAI ---------- */
/** Simple room illustration in a w×h box; pal = [wall, floor, sofa, accent, art]. */
function room(x, y, w, h, [wall, floor, sofa, acc, art], modern) {
  const fy = y + h * 0.68;
  return join_([
    R(x, y, w, h, wall),
    R(x, fy, w, h - h * 0.68, floor),
    R(x + w * 0.08, y + h * 0.14, w * 0.26, h * 0.3, '#dbeafe', 4, { stroke: '#fff', 'stroke-width': 4 }),
    R(x + w * 0.5, y + h * 0.16, w * 0.22, h * 0.18, art, 3),
    modern && C(x + w * 0.61, y + h * 0.25, h * 0.05, acc, { opacity: 0.9 }),
    R(x + w * 0.3, fy - h * 0.17, w * 0.52, h * 0.15, sofa, 10),
    R(x + w * 0.26, fy - h * 0.11, w * 0.6, h * 0.12, sofa, 8, { stroke: 'rgba(0,0,0,.12)' }),
    R(x + w * 0.32, fy + 1, 4, h * 0.04, '#334155'),
    R(x + w * 0.8, fy + 1, 4, h * 0.04, '#334155'),
    modern && R(x + w * 0.42, fy - h * 0.13, w * 0.1, h * 0.07, acc, 4),
    modern && R(x + w * 0.88, fy - h * 0.22, w * 0.08, h * 0.2, '#92400e', 4),
    modern && C(x + w * 0.92, fy - h * 0.28, w * 0.07, '#16a34a'),
    modern && C(x + w * 0.89, fy - h * 0.33, w * 0.05, '#22c55e'),
    modern ? L(x + w * 0.15, y, x + w * 0.15, y + h * 0.06, '#334155', 1.5) + P(`M${num(x + w * 0.1)} ${num(y + h * 0.1)}h${num(w * 0.1)}l-${num(w * 0.02)} -${num(h * 0.04)}h-${num(w * 0.06)}z`, acc)
      : R(x + w * 0.86, fy - h * 0.3, 4, h * 0.3, '#78716c') + P(`M${num(x + w * 0.82)} ${num(fy - h * 0.3)}h${num(w * 0.12)}l-${num(w * 0.03)} -${num(h * 0.08)}h-${num(w * 0.06)}z`, '#d6d3d1'),
    modern && el('ellipse', { cx: x + w * 0.55, cy: fy + h * 0.14, rx: w * 0.3, ry: h * 0.05, fill: acc, opacity: 0.35 }),
  ]);
}
const REVO = '#0d9488';
function revoRedesign(p) {
  const clipL = def('revL', (id) => el('clipPath', { id }, R(16, 146, 164, 300)));
  const clipR = def('revR', (id) => el('clipPath', { id }, R(180, 146, 164, 300)));
  const frame = def('revF', (id) => el('clipPath', { id }, R(16, 146, 328, 300, null, 22)));
  return join_([
    T(20, 102, 'Redesign your room', 24, INK, { w: 800 }),
    T(20, 126, 'Living room · Photo 1 of 3', 13, SUB),
    G([
      G(room(16, 146, 328, 300, ['#d6d3d1', '#a8a29e', '#78716c', '#57534e', '#a8a29e'], false), { 'clip-path': `url(#${clipL})` }),
      G(room(16, 146, 328, 300, ['#e6f2ef', '#d4b896', '#0f766e', '#f59e0b', '#fca5a5'], true), { 'clip-path': `url(#${clipR})` }),
    ], { 'clip-path': `url(#${frame})` }),
    L(180, 146, 180, 446, '#fff', 3),
    C(180, 296, 18, '#fff'),
    P('M174 290l-6 6 6 6M186 290l6 6-6 6', 'none', stroked(INK, 2)),
    R(28, 158, 62, 24, 'rgba(15,23,42,.7)', 12),
    T(59, 174.5, 'Before', 11.5, '#fff', { anchor: 'middle', w: 700 }),
    R(276, 158, 56, 24, REVO, 12),
    T(304, 174.5, 'After', 11.5, '#fff', { anchor: 'middle', w: 700 }),
    T(20, 478, 'Style', 15, INK, { w: 700 }),
    chips(20, 490, ['Modern', 'Scandi', 'Boho', 'Japandi'], 0, { p }),
    card(20, 538, 320, 56, { r: 16 }),
    T(36, 562, 'Palette', 12, SUB),
    T(36, 580, 'Warm neutrals', 14, INK, { w: 700 }),
    ['#e6f2ef', '#d4b896', '#0f766e', '#f59e0b', '#fca5a5'].map((c, i) => C(220 + i * 24, 566, 10, c, { stroke: '#fff', 'stroke-width': 2 })),
    R(30, 620, 300, 52, REVO, 26, { opacity: 0.3, filter: blur(10) }),
    btn(20, 612, 320, 56, 'Redesign', REVO, '#fff', { icon: 'spark', size: 16 }),
    T(180, 700, 'Takes about 10 seconds', 12, SUB, { anchor: 'middle' }),
  ]);
}

/* ---------- App definitions ---------- */
const APPS = [
  {
    slug: 'sonora-ai',
    name: 'Sonora AI',
    iconTitle: 'Sonora AI app icon: sound waveform with a sparkle on a violet-to-pink gradient',
    icon: () => [
      R(0, 0, 256, 256, grad(['#7c3aed', '#db2777']), 56),
      P(waveD(56, 132, 9, 18, [24, 52, 84, 120, 92, 132, 70, 44, 24]), 'none', stroked('#fff', 11)),
      P('M200 40l6 16 16 6-16 6-6 16-6-16-16-6 16-6z', '#fde68a'),
    ],
    heroTitle: 'Sonora AI: two phones showing the “Create a song” screen with the prompt “lo-fi piano for a rainy evening” and a music player with a generated track',
    hero: () => {
      const p = palette(SONORA.a);
      return [
        softBg(600, 700, '#f5d0fe', '#c4b5fd', '#7c3aed'),
        phone({ dark: true, bg: '#100b1c', draw: sonoraPlayer }, p, { x: 300, y: 56, s: 0.66, rot: 6, shadow: true }),
        phone({ dark: true, bg: '#100b1c', draw: sonoraCreate }, p, { x: 40, y: 148, s: 0.66, rot: -6, shadow: true }),
      ];
    },
  },
  {
    slug: 'vloader',
    name: 'VLoader',
    iconTitle: 'VLoader app icon: white play triangle above a download arrow on a blue gradient',
    icon: () => [
      R(0, 0, 256, 256, grad(['#60a5fa', '#1d4ed8']), 56),
      R(64, 44, 128, 96, '#fff', 26),
      P('M116 70l34 22-34 22z', '#2563eb', { 'stroke-linejoin': 'round', stroke: '#2563eb', 'stroke-width': 6 }),
      P('M128 156v44M108 182l20 20 20-20M80 218h96', 'none', stroked('#fff', 13)),
    ],
    heroTitle: 'VLoader: two phones showing a paste-link field with a Download button and a list of downloads with progress bars',
    hero: () => {
      const p = palette('#2563eb');
      return [
        softBg(600, 700, '#dbeafe', '#93c5fd', '#2563eb'),
        phone({ bg: '#f5f8ff', draw: vloaderList }, p, { x: 300, y: 56, s: 0.66, rot: 6, shadow: true }),
        phone({ bg: '#f5f8ff', draw: vloaderHome }, p, { x: 40, y: 148, s: 0.66, rot: -6, shadow: true }),
      ];
    },
  },
  {
    slug: 'meriastro',
    name: 'Meriastro',
    iconTitle: 'Meriastro app icon: golden crescent moon and stars on a deep indigo gradient',
    icon: () => {
      const m = def('moon', (id) => el('mask', { id }, C(116, 134, 66, '#fff') + C(150, 108, 58, '#000')));
      return [
        R(0, 0, 256, 256, grad(['#3730a3', '#1e1b4b']), 56),
        C(116, 134, 66, grad(['#fde68a', '#f5b942']), { mask: `url(#${m})` }),
        P(starD(184, 150, 22, 0.4), GOLD),
        P(starD(200, 76, 12, 0.4), '#fde68a'),
        P(starD(62, 62, 8, 0.4), '#fde68a', { opacity: 0.8 }),
        skyDots(2, 10, 256, 256),
      ];
    },
    heroTitle: 'Meriastro: two phones in Turkish showing the “Günlük Burç Yorumu” daily horoscope, a tarot card of the day and the “Gökyüzü Takvimi” sky calendar',
    hero: () => {
      const p = palette('#4f46e5');
      return [
        R(0, 0, 600, 700, grad(['#312e81', '#1e1b4b', '#0b0a24'])),
        skyDots(17, 26, 600, 700),
        C(500, 110, 120, GOLD, { opacity: 0.08 }),
        C(120, 600, 160, '#a78bfa', { opacity: 0.08 }),
        phone({ dark: true, bg: '#0d0b26', draw: meriastroTarot }, p, { x: 300, y: 56, s: 0.66, rot: 6, shadow: true }),
        phone({ dark: true, bg: '#0d0b26', draw: meriastroDaily }, p, { x: 40, y: 148, s: 0.66, rot: -6, shadow: true }),
      ];
    },
  },
  {
    slug: 'funo',
    name: 'Funo',
    iconTitle: 'Funo app icon: white microphone with sound waves on an orange gradient',
    icon: () => [
      R(0, 0, 256, 256, grad(['#fdba74', '#ea580c']), 56),
      R(106, 52, 44, 92, '#fff', 22),
      P('M84 120a44 44 0 0 0 88 0M128 164v28M104 196h48', 'none', stroked('#fff', 11)),
      P('M62 92a70 70 0 0 0 0 60M194 92a70 70 0 0 1 0 60M40 78a96 96 0 0 0 0 88M216 78a96 96 0 0 1 0 88', 'none', { ...stroked('#fff', 9), opacity: 0.7 }),
    ],
    heroTitle: 'Funo: two phones showing a voice picker grid with Robot, Deep, Chipmunk and Alien voices and a record button, and a preview screen with pitch and echo controls',
    hero: () => {
      const p = palette(FUNO);
      return [
        softBg(600, 700, '#ffedd5', '#fdba74', '#f97316'),
        phone({ bg: '#fffaf5', draw: funoPreview }, p, { x: 300, y: 56, s: 0.66, rot: 6, shadow: true }),
        phone({ bg: '#fffaf5', draw: funoPicker }, p, { x: 40, y: 148, s: 0.66, rot: -6, shadow: true }),
      ];
    },
  },
  {
    slug: 'revoai',
    name: 'RevoAI',
    iconTitle: 'RevoAI app icon: white house outline with a sofa inside on a teal gradient',
    icon: () => [
      R(0, 0, 256, 256, grad(['#2dd4bf', '#0f766e']), 56),
      P('M52 120L128 56l76 64M72 104v92h112v-92', 'none', stroked('#fff', 12)),
      R(92, 138, 72, 22, '#fff', 8),
      R(84, 152, 88, 26, '#fff', 9),
      P('M96 178v8M160 178v8', 'none', stroked('#fff', 6)),
      P('M188 50l4 11 11 4-11 4-4 11-4-11-11-4 11-4z', '#fde68a'),
    ],
    heroTitle: 'RevoAI: a phone showing a before-and-after split view of a living room redesign with style options and a “Redesign” button',
    hero: () => {
      const p = palette(REVO);
      return [
        softBg(600, 700, '#ccfbf1', '#5eead4', '#0d9488'),
        phone({ bg: '#f6fbfa', draw: revoRedesign }, p, { x: 156, y: 52, s: 0.76, rot: -3, shadow: true }),
        infoCard(18, 452, 160, { icon: 'spark', title: 'Modern', sub: 'Style applied', p }),
        infoCard(0, 318, 160, { icon: 'check', title: 'Saved', sub: 'Added to gallery', p, right: 584 }),
        pillCard(440, 130, '3 designs', { color: INK, icon: 'image', size: 13 }),
      ];
    },
  },
  {
    slug: 'sharix-ai',
    name: 'Sharix AI',
    iconTitle: 'Sharix AI app icon: three connected nodes forming a share symbol on a sky-blue gradient',
    icon: () => [
      R(0, 0, 256, 256, grad(['#7dd3fc', '#0284c7']), 56),
      P('M88 128L164 82M88 128l76 46', 'none', stroked('#fff', 12)),
      C(88, 128, 28, '#fff'),
      C(168, 80, 24, '#fff'),
      C(168, 176, 24, '#fff'),
      C(88, 128, 11, '#0ea5e9'),
      P('M196 196l4 10 10 4-10 4-4 10-4-10-10-4 10-4z', '#e0f2fe'),
    ],
  },
];

/* ------------------------------------------------------------------ *
 * Store badges (own design)
 * ------------------------------------------------------------------ */

function badge(w, title, glyph, small, big, tx) {
  begin();
  return svgDoc(w, 53, title, [
    R(0.5, 0.5, w - 1, 52, '#000', 9, { stroke: '#a6a6a6' }),
    glyph,
    T(tx, 21, small, 8.5, '#fff', { w: 500, ls: 0.6 }),
    T(tx, 40, big, 18, '#fff', { w: 600 }),
  ]);
}
function playGlyph() {
  const A = [15, 12];
  const B = [15, 41];
  const Cc = [40, 26.5];
  const c = [23.3, 26.5];
  const tri = (p1, p2, col) => P(`M${p1.join(' ')}L${p2.join(' ')}L${c.join(' ')}z`, col);
  return tri(A, Cc, '#22c55e') + tri(Cc, B, '#facc15') + tri(B, A, '#3b82f6');
}
function storeGlyph() {
  return P('M28 12L17 40M28 12l11 28M21 30h14', 'none', stroked('#fff', 3.4));
}

/* ------------------------------------------------------------------ *
 * Build
 * ------------------------------------------------------------------ */

function buildProject(pr) {
  const out = {};
  const p = palette(pr.accent);
  const screen = ([draw]) => ({ draw, dark: pr.dark, bg: pr.bg });
  begin();
  out[`projects/${pr.slug}.svg`] = svgDoc(640, 480, pr.coverTitle, [
    softBg(640, 480, tint(pr.accent, 0.45), pr.accent, shade(pr.accent, 0.25)),
    phone(screen(pr.screens[0]), p, { x: 232, y: 30, s: 0.56, rot: -6, shadow: true }),
    pr.cover(p),
  ]);
  pr.screens.forEach((sc, i) => {
    begin();
    out[`projects/${pr.slug}-${i + 1}.svg`] = svgDoc(400, 800, sc[1], phone(screen(sc), p, { x: 8, y: 8 }));
  });
  return out;
}
function buildApp(app) {
  const out = {};
  begin();
  out[`apps/${app.slug}-icon.svg`] = svgDoc(256, 256, app.iconTitle, app.icon());
  if (app.hero) {
    begin();
    out[`apps/${app.slug}-hero.svg`] = svgDoc(600, 700, app.heroTitle, app.hero());
  }
  return out;
}

function main() {
  const files = {};
  for (const pr of PROJECTS) Object.assign(files, buildProject(pr));
  for (const app of APPS) Object.assign(files, buildApp(app));
  files['badges/google-play.svg'] = badge(180, 'Get it on Google Play', playGlyph(), 'GET IT ON', 'Google Play', 52);
  files['badges/app-store.svg'] = badge(160, 'Download on the App Store', storeGlyph(), 'Download on the', 'App Store', 50);

  let problems = 0;
  for (const [rel, svg] of Object.entries(files)) {
    const file = join(OUT, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, svg, 'utf8');
    const bytes = Buffer.byteLength(svg, 'utf8');
    const bad = bytes > MAX_BYTES || /<script|<image|xlink:href="http|href="http|@import|url\((?!#)/i.test(svg);
    if (bad) problems++;
    console.log(`${bad ? '!!' : '  '} ${String(bytes).padStart(6)} B  ${relative(ROOT, file)}`);
  }
  console.log(`\n${Object.keys(files).length} files written${problems ? `, ${problems} with problems` : ''}.`);
  if (problems) process.exitCode = 1;
}

main();
