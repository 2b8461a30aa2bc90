/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apps, forms } from '@/lib/content/apps';

/**
 * The rules that keep the site growing by data: which modules are islands,
 * what a page may import, and that no app is named in code. ESLint enforces
 * the first two (eslint.config.mjs); these tests show it does.
 */
const ROOT = path.resolve(__dirname, '..');

/** Lints each snippet as if it were the named file, with the project's configuration, in one ESLint run (Jest cannot load its config). */
function lint(snippets: { code: string; file: string }[]): string[][] {
  const program = `
    const { ESLint } = require('eslint');
    const snippets = JSON.parse(process.argv[1]);
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const { code, file } of snippets) {
        const [result] = await eslint.lintText(code, { filePath: file });
        out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports').map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })().catch((error) => { console.error(error); process.exit(1); });`;
  const input = snippets.map(({ code, file }) => ({ code, file: path.join(ROOT, file) }));
  return JSON.parse(execFileSync(process.execPath, ['-e', program, JSON.stringify(input)], { cwd: ROOT, encoding: 'utf8' })) as string[][];
}

const client = "'use client';\nexport function X() { return null; }\n";
const cases = {
  clientInRoot: { code: client, file: 'components/islands/roots/Example.tsx' },
  clientElsewhere: ['components/Example.tsx', 'components/islands/Example.tsx', 'app/(site)/example/page.tsx', 'lib/example.ts'].map((file) => ({ code: client, file })),
  runtime: ['next/link', 'next/image', 'next/script', 'next/form', 'next/dynamic'].map((name) => ({ code: `import X from '${name}';\nexport const y = X;\n`, file: 'components/Example.tsx' })),
  motionInComponent: { code: "import { m } from 'framer-motion';\nexport const y = m;\n", file: 'components/Example.tsx' },
  motionInIsland: { code: "import { m } from 'framer-motion';\nexport const y = m;\n", file: 'components/islands/Example.tsx' },
  buildInComponent: { code: "import { precompress } from '@/lib/build/precompress';\nexport const y = precompress;\n", file: 'components/Example.tsx' },
  buildInScript: { code: "import { precompress } from '@/lib/build/precompress';\nexport const y = precompress;\n", file: 'scripts/example.ts' },
  componentInLib: { code: "import { Header } from '@/components/Header';\nexport const y = Header;\n", file: 'lib/example.ts' },
  aliasInContent: { code: "import { site } from '@/content/site';\nexport const y = site;\n", file: 'content/example.ts' },
};
let results: Record<keyof typeof cases, string[][]>;

beforeAll(() => {
  const flat = Object.entries(cases).flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((snippet) => ({ key, snippet })));
  const linted = lint(flat.map(({ snippet }) => snippet));
  results = {} as typeof results;
  flat.forEach(({ key }, index) => ((results[key as keyof typeof cases] ??= []).push(linted[index]!)));
}, 60_000);

describe('islands are declared in source', () => {
  it("allows 'use client' in an island's root and nowhere else", () => {
    expect(results.clientInRoot).toEqual([[]]);
    for (const messages of results.clientElsewhere) expect(messages).toEqual([expect.stringContaining("'use client' marks an island's root")]);
  });

  it('refuses the Next.js components that need its client runtime, anywhere', () => {
    for (const messages of results.runtime) expect(messages).toEqual([expect.stringContaining('No page ships Next.js’s client runtime')]);
  });

  it('keeps framer-motion inside the islands, and build code out of pages and islands', () => {
    expect(results.motionInComponent).toEqual([[expect.stringContaining('only islands')]]);
    expect(results.motionInIsland).toEqual([[]]);
    expect(results.buildInComponent).toEqual([[expect.stringContaining('lib/build/ runs in Node at build time')]]);
    expect(results.buildInScript).toEqual([[]]);
  });

  it('keeps imports going app → components → lib → content, content by relative path', () => {
    expect(results.componentInLib).toEqual([[expect.stringContaining('app → components → lib → content')]]);
    expect(results.aliasInContent).toEqual([[expect.stringContaining('relative path')]]);
  });
});

describe('no app is named in code', () => {
  /** Every name an app goes by: its slug, its name, its backends. */
  const names = [...new Set(apps.flatMap((app) => [app.slug, app.name, ...forms.filter((entry) => entry.app === app).map(({ form }) => form.backend)]))];
  const sourceFiles = (): string[] =>
    execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'app', 'components', 'lib', 'scripts'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file));

  it('app/, components/, lib/ and scripts/ take every app from content/', () => {
    const named = sourceFiles().flatMap((file) => {
      const text = readFileSync(path.join(ROOT, file), 'utf8').toLowerCase();
      return names.filter((name) => new RegExp(`(?<![a-z0-9-])${name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-z0-9-])`).test(text)).map((name) => `${file}: ${name}`);
    });
    expect(named).toEqual([]);
  });
});

describe('the modules of the site', () => {
  /** Every module of app/, components/, lib/ and content/, tests aside, as paths from the root. */
  const modules = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'app', 'components', 'lib', 'content'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

  /** The module an import names, when it is one of ours: `@/` or a relative path, with or without its extension. */
  function resolve(from: string, specifier: string): string | undefined {
    const base = specifier.startsWith('@/') ? specifier.slice(2) : specifier.startsWith('.') ? path.join(path.dirname(from), specifier) : undefined;
    if (base === undefined) return undefined;
    return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => modules.includes(candidate) && existsSync(path.join(ROOT, candidate)));
  }

  /** What each module imports, types included: a type import still makes two modules know each other. */
  const imports = new Map(
    modules.map((file) => {
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      const named = [...source.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+['"]([^'"]+)['"]/gm), ...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((match) => match[1]!);
      return [file, [...new Set(named.map((specifier) => resolve(file, specifier)).filter((target): target is string => target !== undefined))]];
    }),
  );

  it('keep lib/ grouped by concern: at most twelve modules at its root, the rest in folders', () => {
    // Twelve is the line the project drew: past it, a new module goes into the folder of its concern (or a new one).
    const atRoot = modules.filter((file) => path.dirname(file) === 'lib');
    expect(atRoot.length).toBeLessThanOrEqual(12);
  });

  it('import one another without a circle', () => {
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const target of imports.get(file) ?? []) visit(target, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of modules) visit(file, []);
    expect(circles).toEqual([]);
  });
});
