/**
 * The two engines beside Chromium, behind one small interface (`Tab`) so that
 * every check is written once:
 *
 * - Firefox: Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi.
 *   Playwright drives only the patched Firefox it downloads itself, not the ESR.
 *   Over BiDi, JavaScript off and reduced motion are Firefox preferences, set when
 *   the browser starts.
 * - WebKit: WebKitGTK through WebKitWebDriver (Debian webkit2gtk-driver), plain W3C
 *   WebDriver over HTTP, under Xvfb. The driver starts wk-shim.py, a window that is
 *   only the page: exact phone widths, and console messages in the driver's output.
 *
 * Both run `INIT_SCRIPT` at the start of every document, before the page's own scripts.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import puppeteer from 'puppeteer-core';

export type EngineName = 'firefox' | 'webkit';
export type Mode = { javaScript: boolean; reducedMotion?: boolean };
export type Key = 'Enter' | 'Escape' | 'Tab' | 'ArrowRight';

/** An element found in the page, to click or type into. */
export type Handle = { readonly engine: EngineName; readonly ref: unknown };

/**
 * A function run in the page. It is sent as source text, so it may use only its
 * arguments (JSON values) and the page's globals.
 */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result;

export interface Tab {
  readonly engine: EngineName;
  /** Engine and version, as the browser reports them. */
  readonly version: string;
  resize(width: number, height: number): Promise<void>;
  /** Navigates and resolves once the load event has fired. */
  open(url: string): Promise<void>;
  run<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>;
  /** The element `fn` returns (it throws when there is none). */
  element<Args extends unknown[]>(fn: PageFunction<Args, Element | null | undefined>, ...args: Args): Promise<Handle>;
  /** A real mouse click at the element's centre, scrolled into view first. */
  click(element: Handle): Promise<void>;
  /** Real key presses into the element, after focusing it. */
  type(element: Handle, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Console errors, uncaught errors and policy violations the engine reported since the last call. */
  takeMessages(): string[];
  close(): Promise<void>;
}

/** What the engine says that is not a problem of the site, by its exact text, with the reason. */
export const ALLOWED_MESSAGES: Record<EngineName, { text: string; reason: string }[]> = {
  firefox: [],
  webkit: [
    {
      text: "CONSOLE SECURITY ERROR Unrecognized Content-Security-Policy directive 'manifest-src'.",
      reason: 'WebKitGTK is built without the web app manifest, so it does not know the directive; it blocks nothing.',
    },
  ],
};

/**
 * Run at the start of every document, in both engines: keeps the policy
 * violations the page meets, and how the forms' loading note stands when the
 * load event fires (the islands' scripts only start loading after it).
 */
export const INIT_SCRIPT = `(() => {
  const seen = { violations: [], atLoad: null };
  Object.defineProperty(window, '__engineChecks', { value: seen });
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.violations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
  addEventListener('load', () => {
    const note = document.querySelector('.form-loading');
    const form = note && note.closest('form');
    if (!note || !form) return;
    seen.atLoad = {
      noteHeight: note.getBoundingClientRect().height,
      noteVisible: note.checkVisibility({ visibilityProperty: true }),
      formHeight: form.getBoundingClientRect().height,
    };
  });
})();`;

const FIREFOX_PATH = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
const SHIM = path.join(__dirname, 'wk-shim.py');
const SHIM_PYTHON = '/usr/bin/python3';

/** The Debian packages each engine needs, for the message when one is missing. */
export const PACKAGES: Record<EngineName, string[]> = {
  firefox: ['firefox-esr'],
  webkit: ['webkit2gtk-driver', 'gir1.2-webkit2-4.1', 'python3-gi', 'xvfb', 'xauth'],
};

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => {
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** What is missing to run an engine, in words; empty when nothing is. */
export function missing(engine: EngineName): string[] {
  if (engine === 'firefox') {
    try {
      accessSync(FIREFOX_PATH, constants.X_OK);
      return [];
    } catch {
      return [`Firefox at ${FIREFOX_PATH} (set FIREFOX_PATH to use another)`];
    }
  }
  const absent = ['WebKitWebDriver', 'xvfb-run', 'xauth'].filter((command) => !onPath(command));
  try {
    // The shim's interpreter (its first line): the system's Python, where Debian installs the bindings.
    execFileSync(SHIM_PYTHON, ['-c', "import gi; gi.require_version('Gtk', '3.0'); gi.require_version('WebKit2', '4.1')"], { stdio: 'ignore' });
  } catch {
    absent.push(`${SHIM_PYTHON} with the GObject bindings of GTK 3 and WebKit2 4.1`);
  }
  return absent;
}

/**
 * A page function applied to `args`: its arguments as JSON, or WebDriver's
 * `arguments` when `args` is left out.
 */
function call(fn: (...args: never[]) => unknown, args?: unknown[]): string {
  // tsx compiles with esbuild's keepNames, which wraps named inner functions in a
  // `__name` helper that only exists in Node: give the page a harmless one.
  const applied = args ? args.map((arg) => JSON.stringify(arg)).join(', ') : '...arguments';
  return `((__name) => (${fn.toString()}))((value) => value)(${applied})`;
}

// ---------------------------------------------------------------- Firefox

/** A fresh HOME owned by whoever runs the tests (Firefox refuses one it cannot write to). */
function temporaryHome(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'engines-home-'));
}

export async function openFirefox(mode: Mode): Promise<Tab> {
  const home = temporaryHome();
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    env: { ...process.env, HOME: home },
    extraPrefsFirefox: {
      'javascript.enabled': mode.javaScript,
      'ui.prefersReducedMotion': mode.reducedMotion ? 1 : 0,
    },
  });
  const page: Page = await browser.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'assert') messages.push(`console ${message.type()}: ${message.text()}`);
  });
  // Uncaught errors, and the Content-Security-Policy's refusals: Firefox reports both as errors of the page.
  page.on('pageerror', (error) => messages.push(`page error: ${error instanceof Error ? error.message : String(error)}`));
  if (mode.javaScript) await page.evaluateOnNewDocument(INIT_SCRIPT);
  const version = `Firefox ${(await browser.version()).replace(/^firefox\//, '')}`;

  const handle = (element: Handle) => element.ref as ElementHandle<Element>;
  return {
    engine: 'firefox',
    version,
    resize: (width, height) => page.setViewport({ width, height }),
    open: async (url) => {
      await page.goto(url, { waitUntil: 'load' });
    },
    run: (fn, ...args) => page.evaluate(call(fn, args)) as never,
    element: async (fn, ...args) => {
      const found = (await page.evaluateHandle(call(fn, args))).asElement();
      if (!found) throw new Error(`No element for ${fn.toString()}`);
      return { engine: 'firefox', ref: found };
    },
    click: async (element) => {
      if (mode.javaScript) return handle(element).click();
      // With JavaScript off, Firefox runs none of the page functions puppeteer's click() scrolls and
      // checks with (it waits for them until it times out): click the centre of the element's box.
      const box = await handle(element).boundingBox();
      const viewport = page.viewport();
      if (!box || !viewport || box.y < 0 || box.y + box.height > viewport.height) throw new Error('The element is not in view to be clicked.');
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    },
    type: (element, text) => handle(element).type(text),
    press: (key) => page.keyboard.press(key),
    takeMessages: () => messages.splice(0),
    close: async () => {
      await browser.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- WebKit

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const KEYS: Record<Key, string> = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004', ArrowRight: '\uE014' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Calls `each` with every complete line of `stream`. */
function lines(stream: NodeJS.ReadableStream, each: (line: string) => void) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    parts.forEach(each);
  });
}

export async function openWebKit(mode: Mode): Promise<Tab> {
  const port = await freePort();
  const profiles = mkdtempSync(path.join(os.tmpdir(), 'engines-webkit-'));
  const initScript = path.join(profiles, 'init.js');
  writeFileSync(initScript, INIT_SCRIPT);
  // Its own process group, so that closing ends Xvfb, the driver and the browser together.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 1920x1200x24', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, HOME: profiles, WK_SHIM_TMP: profiles },
  });
  const messages: string[] = [];
  const output: string[] = [];
  const read = (line: string) => {
    output.push(line);
    // "CONSOLE <source> ERROR …" with an optional "<url>:<line>:<column>: " before it.
    if (/CONSOLE (?:\w+ )?ERROR /.test(line)) messages.push(line.replace(/^.*?(CONSOLE )/, '$1'));
  };
  lines(driver.stdout!, read);
  lines(driver.stderr!, read);
  const base = `http://127.0.0.1:${port}`;

  async function send<T>(method: string, url: string, body?: unknown): Promise<T> {
    const response = await fetch(base + url, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${url}: ${answer.value.error}: ${answer.value.message}`);
    return answer.value;
  }

  const started = Date.now();
  for (;;) {
    try {
      if ((await send<{ ready: boolean }>('GET', '/status')).ready) break;
    } catch {
      // Not listening yet.
    }
    if (driver.exitCode !== null || Date.now() - started > 20_000) {
      throw new Error(`WebKitWebDriver did not start:\n${output.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const args = ['--automation', `--init-script=${initScript}`, ...(mode.javaScript ? [] : ['--no-js']), ...(mode.reducedMotion ? ['--reduced-motion'] : [])];
  const session = await send<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: SHIM, args } } },
  });
  const at = `/session/${session.sessionId}`;
  const reference = (element: Handle) => (element.ref as Record<string, string>)[ELEMENT];

  const keys = (key: Key) =>
    send('POST', `${at}/actions`, {
      actions: [{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: KEYS[key] }, { type: 'keyUp', value: KEYS[key] }] }],
    });

  return {
    engine: 'webkit',
    version: `WebKitGTK ${session.capabilities.browserVersion}`,
    resize: async (width, height) => {
      await send('POST', `${at}/window/rect`, { width, height });
    },
    open: async (url) => {
      await send('POST', `${at}/url`, { url });
    },
    run: (fn, ...args) => send('POST', `${at}/execute/sync`, { script: `return ${call(fn)}`, args }),
    element: async (fn, ...args) => {
      const found = await send<Record<string, string> | null>('POST', `${at}/execute/sync`, {
        script: `return ${call(fn)}`,
        args,
      });
      if (!found || !found[ELEMENT]) throw new Error(`No element for ${fn.toString()}`);
      return { engine: 'webkit', ref: found };
    },
    click: async (element) => {
      await send('POST', `${at}/element/${reference(element)}/click`, {});
    },
    type: async (element, text) => {
      await send('POST', `${at}/element/${reference(element)}/value`, { text });
    },
    press: async (key) => {
      await keys(key);
    },
    takeMessages: () => messages.splice(0),
    close: async () => {
      await send('DELETE', at).catch(() => undefined);
      if (driver.pid !== undefined && driver.exitCode === null) {
        const exited = new Promise((resolve) => driver.once('exit', resolve));
        process.kill(-driver.pid, 'SIGTERM');
        await exited;
      }
      rmSync(profiles, { recursive: true, force: true });
    },
  };
}

export const ENGINES: Record<EngineName, (mode: Mode) => Promise<Tab>> = { firefox: openFirefox, webkit: openWebKit };
