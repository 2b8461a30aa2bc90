/**
 * What `npm run new-app` writes: a new app's folder in content/apps/ (entry,
 * legal record, privacy policy, terms, EULA), its placeholder artwork in
 * public/images/apps/, and content/apps/index.ts listing it last. Everything
 * is checked before anything is written, so a refused command leaves the
 * repository as it was.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appFolders } from '../../content/apps';
import { apps, SITE_PATHS } from '../../lib/content/apps';
import { DELETION_HEADINGS, headingAnchor } from '../../lib/legal/deletion';
import { ogImages } from '../../lib/og-images';
import { siteRoutes } from '../../lib/routes';
import { heroSvg, iconSvg, initials } from './artwork';

export type Language = 'en' | 'tr';
/**
 * What the app is: `accounts` when its users sign in (the app then gets account data in its
 * record and a deletion page, a request by e-mail until its backend can delete), `ai` the
 * AI providers it sends what users give it to (keys of AI_PROVIDERS).
 */
export type NewApp = { slug: string; name: string; language: Language; accounts?: boolean; ai?: AiProvider[] };

/**
 * The AI providers `--ai` knows: each a provider of content/legal/shared.ts (its privacy policy),
 * with the name and region the documents print. Another provider goes into PROVIDERS first.
 */
export const AI_PROVIDERS = {
  openai: { key: 'openai', name: 'OpenAI', region: { en: 'United States', tr: 'Amerika Birleşik Devletleri' } },
  'stability-ai': { key: 'stabilityAi', name: 'Stability AI', region: { en: 'United States', tr: 'Amerika Birleşik Devletleri' } },
  elevenlabs: { key: 'elevenLabs', name: 'ElevenLabs', region: { en: 'United States', tr: 'Amerika Birleşik Devletleri' } },
  replicate: { key: 'replicate', name: 'Replicate', region: { en: 'United States', tr: 'Amerika Birleşik Devletleri' } },
} as const;
export type AiProvider = keyof typeof AI_PROVIDERS;
export type PlannedFile = { file: string; content: string };

/** The section of docs/OWNER-GUIDE.md on apps, which the command's closing hint names (a test checks it is a heading of the guide). */
export const GUIDE_SECTION = 'An app';

/** A reason not to write anything, said in one line. */
export class Refusal extends Error {}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_SLUG = 40;
/** Letters, digits, spaces and a few marks that mean nothing to MDX, YAML or a TypeScript string. */
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} .&+’'-]*$/u;
const NAME_LENGTH = { min: 2, max: 30 };

/** What Next.js writes at the root of out/ besides the pages (index.html for /, 404.html, its own folder). */
const EXPORT_NAMES = ['index', '404', '_next', 'robots', 'sitemap', 'manifest'];

/**
 * Accents far from those of the existing apps and link previews; the first
 * one no app uses yet, from a place that depends on the slug, is taken.
 */
const ACCENTS = ['#db2777', '#059669', '#dc2626', '#65a30d', '#9333ea', '#0891b2', '#e11d48', '#16a34a', '#d97706', '#475569'];

/** `--ai openai,replicate`: known providers, each once. */
function checkProviders(list: string): AiProvider[] {
  const names = list.split(',').map((name) => name.trim().toLowerCase()).filter(Boolean);
  const known = Object.keys(AI_PROVIDERS);
  if (!names.length) throw new Refusal(`--ai names one or more AI providers, separated by commas: ${known.join(', ')}`);
  for (const name of names) if (!known.includes(name)) throw new Refusal(`--ai knows the providers ${known.join(', ')}, not "${name}" (add another to PROVIDERS in content/legal/shared.ts and AI_PROVIDERS in scripts/new-app/scaffold.ts first)`);
  if (new Set(names).size !== names.length) throw new Refusal('--ai names each provider once');
  return names as AiProvider[];
}

export function checkOptions(options: { slug?: string; name?: string; language?: string; accounts?: boolean; ai?: string }): NewApp {
  const { slug, language = 'en' } = options;
  const name = options.name?.trim();
  if (!slug) throw new Refusal('give the app’s slug with --slug, such as --slug my-app');
  if (!SLUG.test(slug) || slug.length > MAX_SLUG) {
    throw new Refusal(`"${slug}" is not a slug: lowercase letters and digits, words joined by single hyphens, at most ${MAX_SLUG} characters (such as my-app)`);
  }
  if (!name) throw new Refusal('give the app’s name with --name, such as --name "My App"');
  if (!NAME.test(name) || name.length < NAME_LENGTH.min || name.length > NAME_LENGTH.max) {
    throw new Refusal(`the name "${name}" must be ${NAME_LENGTH.min} to ${NAME_LENGTH.max} characters: letters, digits, spaces and . & + - ’`);
  }
  if (language !== 'en' && language !== 'tr') throw new Refusal(`--language is en or tr, not "${language}"`);
  return { slug, name, language, accounts: Boolean(options.accounts), ai: options.ai === undefined ? [] : checkProviders(options.ai) };
}

/** The static segments of app/'s routes, route groups such as (site) looked through. */
function routeFolders(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => (/^\(.*\)$/.test(entry.name) ? routeFolders(path.join(dir, entry.name)) : /^[[@_]/.test(entry.name) ? [] : [entry.name]));
}

/** Every first segment of a path the site already uses, with what uses it. */
export function takenSegments(root: string): Map<string, string> {
  const taken = new Map<string, string>();
  const take = (segment: string | undefined, what: string) => {
    if (segment && !taken.has(segment)) taken.set(segment, what);
  };
  for (const app of apps) take(app.slug, `the app ${app.name}`);
  for (const route of [...SITE_PATHS, ...siteRoutes()]) take(route.split('/')[1], `the page ${route}`);
  for (const folder of routeFolders(path.join(root, 'app'))) take(folder, `a route of app/ (/${folder}/…)`);
  const publicDir = path.join(root, 'public');
  for (const entry of existsSync(publicDir) ? readdirSync(publicDir) : []) take(entry.replace(/\.[^.]*$/, ''), `public/${entry}`);
  for (const image of Object.keys(ogImages)) take(image, `the link-preview image /og/${image}.png`);
  for (const name of EXPORT_NAMES) take(name, 'a file the static export writes');
  return taken;
}

/** The files the new app would write, for a refusal if one exists already. */
function newFiles(app: NewApp): string[] {
  return [`content/apps/${app.slug}`, `public/images/apps/${app.slug}-icon.svg`, `public/images/apps/${app.slug}-hero.svg`];
}

export function checkFree(root: string, app: NewApp): void {
  const owner = takenSegments(root).get(app.slug);
  if (owner) throw new Refusal(`the slug "${app.slug}" is taken: /${app.slug} belongs to ${owner}`);
  const existing = newFiles(app).find((file) => existsSync(path.join(root, file)));
  if (existing) throw new Refusal(`${existing} exists already: choose another slug, or remove it first`);
}

function hash(text: string): number {
  return [...text].reduce((sum, character) => (sum * 31 + character.codePointAt(0)!) >>> 0, 7);
}

export function chooseAccent(slug: string): string {
  const used = new Set([...apps.map((app) => app.accent), ...Object.values(ogImages).map((image) => image.accent)]);
  const free = ACCENTS.filter((accent) => !used.has(accent));
  if (free.length) return free[hash(slug) % free.length]!;
  // Every accent of the list is taken: a hue of its own, as saturated and as dark as theirs.
  const [hue, saturation, lightness] = [hash(slug) % 360, 0.75, 0.42];
  const reach = saturation * Math.min(lightness, 1 - lightness);
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    return Math.round(255 * (lightness - reach * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return `#${[0, 8, 4].map((offset) => channel(offset).toString(16).padStart(2, '0')).join('')}`;
}

/** An identifier for the imports of content/apps/index.ts: "my-app" → myApp. */
function identifier(slug: string): string {
  const camel = slug.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
  const reserved = /^(\d|(break|case|catch|class|const|continue|debugger|default|delete|do|else|enum|export|extends|false|finally|for|function|if|import|in|instanceof|new|null|return|super|switch|this|throw|true|try|typeof|var|void|while|with|yield|let|static|implements|interface|package|private|protected|public|await|appFolders)$)/;
  return reserved.test(camel) ? `app${camel.charAt(0).toUpperCase()}${camel.slice(1)}` : camel;
}

/** content/apps/index.ts, written again from its list of folders: its doc comment, then one import pair and one entry per app. */
export function appsIndex(current: string, slugs: readonly string[]): string {
  const comment = /^\/\*\*[\s\S]*?\*\/\n/.exec(current)?.[0] ?? '';
  const imports = slugs.flatMap((slug) => [
    `import { app as ${identifier(slug)} } from './${slug}/app';`,
    `import { legal as ${identifier(slug)}Legal } from './${slug}/legal';`,
  ]);
  const entries = slugs.map((slug) => `  { app: ${identifier(slug)}, legal: ${identifier(slug)}Legal },`);
  return `${comment}${imports.join('\n')}\n\nexport const appFolders = [\n${entries.join('\n')}\n] as const;\n`;
}

/** Today in the owner's calendar, as the records write dates: 2026-11-25. */
export function today(date = new Date()): string {
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part, index) => String(part).padStart(index ? 2 : 4, '0')).join('-');
}

const TEMPLATES = ['app.ts', 'legal.ts', 'privacy-policy.mdx', 'terms-and-conditions.mdx', 'eula.mdx'] as const;
/**
 * The versions in the other language an app of each language publishes from the start: an English
 * app's terms and EULA in Turkish, which bind its consumers in Türkiye (its entry declares them,
 * `translated: true`; docs/OWNER-GUIDE.md, "A document in the other language").
 */
const TRANSLATIONS: Record<Language, readonly string[]> = { en: ['terms-and-conditions.tr.mdx', 'eula.tr.mdx'], tr: [] };

/**
 * A template's sections kept or dropped: `{{#accounts}}…{{/accounts}}` is kept when the app has
 * accounts, `{{^accounts}}…{{/accounts}}` when it has none (and `ai` likewise). A section of whole
 * lines has its tags alone on their lines (they may nest); a section inside a line ends on it.
 */
export function sections(template: string, flags: Record<string, boolean>, file: string): string {
  const known = (flag: string) => {
    if (!(flag in flags)) throw new Error(`${file}: the template has a section "${flag}", which new-app does not know`);
    return flags[flag]!;
  };
  const open: { flag: string; keep: boolean }[] = [];
  const lines: string[] = [];
  for (const line of template.split('\n')) {
    const tag = /^\s*\{\{([#^/])(\w+)\}\}\s*$/.exec(line);
    if (tag) {
      const [, kind, flag] = tag as unknown as [string, string, string];
      if (kind === '/') {
        if (open.pop()?.flag !== flag) throw new Error(`${file}: {{/${flag}}} closes no open section`);
      } else open.push({ flag, keep: kind === '#' ? known(flag) : !known(flag) });
      continue;
    }
    if (!open.every((section) => section.keep)) continue;
    // Inline sections, innermost first where they nest.
    let kept = line;
    for (let previous = ''; previous !== kept; ) {
      previous = kept;
      kept = kept.replace(/\{\{([#^])(\w+)\}\}((?:(?!\{\{[#^]).)*?)\{\{\/\2\}\}/g, (_whole, kind: string, flag: string, body: string) => ((kind === '#') === known(flag) ? body : ''));
    }
    lines.push(kept);
  }
  if (open.length) throw new Error(`${file}: the section "${open.at(-1)!.flag}" is never closed`);
  const text = lines.join('\n');
  if (/\{\{[#^/]/.test(text)) throw new Error(`${file}: a section tag is left after filling the template`);
  return text;
}

/**
 * A template with its sections kept or dropped and its {{placeholders}} filled in; in TypeScript
 * the values sit in quoted strings, so they are escaped, but a {{{placeholder}}} in three braces is
 * code new-app wrote and goes in as it is.
 */
export function fill(template: string, values: Record<string, string>, file: string, flags: Record<string, boolean> = {}): string {
  const typescript = file.endsWith('.ts');
  const value = (key: string) => {
    const found = values[key];
    if (found === undefined) throw new Error(`${file}: the template names {{${key}}}, which new-app does not fill`);
    return found;
  };
  const filled = sections(template, flags, file)
    .replace(/\{\{\{(\w+)\}\}\}/g, (_match, key: string) => value(key))
    .replace(/\{\{(\w+)\}\}/g, (_match, key: string) => (typescript ? value(key).replace(/\\/g, '\\\\').replace(/'/g, "\\'") : value(key)));
  if (filled.includes('{{')) throw new Error(`${file}: a placeholder is left after filling the template`);
  return filled;
}

const AI_PURPOSE = {
  en: 'Makes the result you ask for in the app from what you give it; it receives your request and a request identifier, never your name or e-mail address.',
  tr: 'Uygulamada istediğiniz sonucu verdiğiniz içerikten üretir; isteğinizi ve bir istek tanımlayıcısını alır, adınızı veya e-posta adresinizi almaz.',
} as const;

/** The record's entries of the AI providers `--ai` names, as TypeScript for the processors of legal.ts. */
export function aiProcessors(providers: readonly AiProvider[], language: Language): string {
  const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return providers
    .map((provider) => {
      const { key, name, region } = AI_PROVIDERS[provider];
      return [
        '    invented({',
        `      ...PROVIDERS.${key},`,
        `      name: ${quote(name)},`,
        `      purpose: ${quote(AI_PURPOSE[language])},`,
        `      region: ${quote(region[language])},`,
        ...(language === 'en' ? [`      tr: { purpose: ${quote(AI_PURPOSE.tr)}, region: ${quote(region.tr)} },`] : []),
        '    }),',
      ].join('\n');
    })
    .join('\n');
}

/** The heading of the policy's section on deletion: of the account, or of the data when the app has no accounts. */
export function deletionHeading(app: NewApp): string {
  return DELETION_HEADINGS[app.language][app.accounts ? 'account' : 'data'];
}

/** Every file the new app needs, with its content, and the index that lists it: nothing is written yet. */
export function planNewApp(root: string, app: NewApp, date = today()): PlannedFile[] {
  checkFree(root, app);
  const accent = chooseAccent(app.slug);
  const letters = initials(app.name, app.language);
  const values = {
    slug: app.slug,
    name: app.name,
    date,
    year: date.slice(0, 4),
    accent,
    aiProcessors: aiProcessors(app.ai ?? [], app.language),
    aiNames: (app.ai ?? []).map((provider) => `'${AI_PROVIDERS[provider].name}'`).join(', '),
    // The policy's deletion section, under the heading the checks read it by (lib/build/agreement.ts).
    deletionHeading: deletionHeading(app),
    deletionAnchor: headingAnchor(deletionHeading(app)),
  };
  const flags = { accounts: Boolean(app.accounts), ai: Boolean(app.ai?.length) };
  const templates = path.join(root, 'scripts', 'new-app', 'templates', app.language);
  const folder = `content/apps/${app.slug}`;
  const indexFile = 'content/apps/index.ts';
  return [
    ...[...TEMPLATES, ...TRANSLATIONS[app.language]].map((name) => ({ file: `${folder}/${name}`, content: fill(readFileSync(path.join(templates, name.endsWith('.ts') ? `${name}.template` : name), 'utf8'), values, name, flags) })),
    { file: `public/images/apps/${app.slug}-icon.svg`, content: iconSvg(app.name, letters, accent) },
    { file: `public/images/apps/${app.slug}-hero.svg`, content: heroSvg(app.name, letters, accent) },
    { file: indexFile, content: appsIndex(readFileSync(path.join(root, indexFile), 'utf8'), [...appFolders.map((folder) => folder.app.slug), app.slug]) },
  ];
}
