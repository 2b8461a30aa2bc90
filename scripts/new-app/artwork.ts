/**
 * Placeholder artwork for a new app, drawn from its initials and its accent
 * colour at the sizes of lib/content/artwork.ts. System fonts only: an SVG
 * shown through <img> loads nothing else, and the site's policy for SVG
 * files forbids it anyway.
 */
import { ARTWORK } from '../../lib/content/artwork';

const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`;

/** Up to two letters: the first of the first two words ("My App" → "MA"). */
export function initials(name: string, language: 'en' | 'tr'): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!)
    .join('')
    .toLocaleUpperCase(language);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** `colour` mixed with white (a positive amount) or black (a negative one). */
export function shade(colour: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const channels = [1, 3, 5].map((start) => parseInt(colour.slice(start, start + 2), 16));
  return `#${channels.map((channel) => Math.round(channel + (target - channel) * Math.abs(amount)).toString(16).padStart(2, '0')).join('')}`;
}

function gradient(id: string, accent: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(accent, 0.3)}"/><stop offset="1" stop-color="${shade(accent, -0.25)}"/></linearGradient>`;
}

/** The icon: the initials in white on a rounded square of the accent colour. */
export function iconSvg(name: string, letters: string, accent: string): string {
  const { width, height } = ARTWORK.appIcon;
  const size = [...letters].length > 1 ? 104 : 136;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
    `<title id="title">${escapeXml(name)} app icon: the letters ${escapeXml(letters)} in white on a square of its colour</title>`,
    `<defs>${gradient('g', accent)}<clipPath id="c"><rect width="${width}" height="${height}" rx="56"/></clipPath></defs>`,
    `<rect width="${width}" height="${height}" rx="56" fill="url(#g)"/>`,
    `<circle cx="212" cy="44" r="96" fill="#fff" opacity=".14" clip-path="url(#c)"/>`,
    `<text x="128" y="128" dy=".36em" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(letters)}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

/** The landing picture: a phone whose screen shows the icon, the name and a few blank cards. */
export function heroSvg(name: string, letters: string, accent: string): string {
  const { width, height } = ARTWORK.appHero;
  const nameSize = Math.min(26, Math.floor(400 / Math.max(name.length, 1)));
  const letterSize = [...letters].length > 1 ? 44 : 56;
  const cards = [0, 1, 2]
    .map((index) => {
      const y = 344 + index * 84;
      return [
        `<rect x="197" y="${y}" width="206" height="68" rx="16" fill="#fff" stroke="#e2e8f0"/>`,
        `<circle cx="227" cy="${y + 34}" r="14" fill="${accent}" opacity="${(0.9 - index * 0.25).toFixed(2)}"/>`,
        `<rect x="252" y="${y + 22}" width="${124 - index * 18}" height="10" rx="5" fill="#cbd5e1"/>`,
        `<rect x="252" y="${y + 40}" width="${88 + index * 12}" height="8" rx="4" fill="#e2e8f0"/>`,
      ].join('');
    })
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="title">`,
    `<title id="title">A phone showing the ${escapeXml(name)} icon and name above three blank cards</title>`,
    `<defs>${gradient('g', accent)}<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(accent, 0.88)}"/><stop offset="1" stop-color="${shade(accent, 0.45)}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#b)"/>`,
    `<circle cx="520" cy="90" r="210" fill="#fff" opacity=".22"/><circle cx="60" cy="650" r="240" fill="#fff" opacity=".18"/>`,
    `<rect x="173" y="62" width="270" height="600" rx="46" fill="#0f172a" opacity=".18"/>`,
    `<rect x="165" y="50" width="270" height="600" rx="46" fill="#0b0f1a"/>`,
    `<rect x="177" y="62" width="246" height="576" rx="36" fill="#f8fafc"/>`,
    `<rect x="262" y="76" width="76" height="20" rx="10" fill="#0b0f1a"/>`,
    `<rect x="250" y="136" width="100" height="100" rx="24" fill="url(#g)"/>`,
    `<text x="300" y="186" dy=".36em" text-anchor="middle" font-family="${FONT}" font-size="${letterSize}" font-weight="800" fill="#fff">${escapeXml(letters)}</text>`,
    `<text x="300" y="286" text-anchor="middle" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="#0f172a">${escapeXml(name)}</text>`,
    `<rect x="240" y="304" width="120" height="8" rx="4" fill="${accent}" opacity=".5"/>`,
    cards,
    `<rect x="250" y="614" width="100" height="5" rx="2.5" fill="#0f172a" opacity=".85"/>`,
    `</svg>`,
    '',
  ].join('\n');
}
