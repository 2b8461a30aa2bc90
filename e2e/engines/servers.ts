/**
 * The two servers the browser tests use, started as playwright.config.ts starts
 * them: out/ through scripts/serve.ts (clean URLs, 404.html, the headers of out/serve.json)
 * and the development backend the built forms call.
 *
 * Neither engine lets a test watch the page's requests the way Playwright does
 * (WebKitWebDriver has no network interception), so the requests are counted
 * where they arrive: the development backend logs one line per request
 * ("METHOD /path status time"), which is read here.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { BackendName } from '../../lib/backends';

const ROOT = path.resolve(__dirname, '..', '..');
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

export type Servers = {
  site: string;
  api: string;
  /** Reseeds the demo accounts and forgets the requests counted so far. */
  reset(): Promise<void>;
  /** The requests that reached `backend` since the last reset, CORS preflights left out ("DELETE /<backend>/api/user/user-delete"). */
  requests(backend: BackendName): string[];
  /**
   * Resolves once the backend has logged a request sent now, from here: every request that
   * reached it earlier (a page's second call, sent before the page showed the first answer)
   * has been logged by then, so requests() holds it.
   */
  settled(): Promise<void>;
  stop(): Promise<void>;
};

async function waitFor(url: string, process: ChildProcess, output: string[]): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (process.exitCode !== null || Date.now() - started > 30_000) throw new Error(`${url} did not answer:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function start(command: string, args: string[], env: Record<string, string>, output: string[]): ChildProcess {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function startServers({ sitePort, apiPort }: { sitePort: number; apiPort: number }): Promise<Servers> {
  const site = `http://127.0.0.1:${sitePort}`;
  const api = `http://127.0.0.1:${apiPort}`;
  const siteOutput: string[] = [];
  const apiOutput: string[] = [];
  const serve = start(bin('tsx'), ['scripts/serve.ts', 'out', '--port', String(sitePort)], {}, siteOutput);
  const backend = start(bin('tsx'), ['dev-backend/server.ts'], { DEV_API_PORT: String(apiPort), DEV_API_QUIET: '0' }, apiOutput);
  try {
    await Promise.all([waitFor(`${site}/`, serve, siteOutput), waitFor(`${api}/`, backend, apiOutput)]);
  } catch (error) {
    await Promise.all([stop(serve), stop(backend)]);
    throw error;
  }
  /** The development backend's log lines so far, as "METHOD /path" (the query is never logged). */
  const logged = () =>
    apiOutput
      .join('')
      .split('\n')
      .flatMap((line) => {
        const request = /^([A-Z]+) (\/\S*) \S+ \d+ms$/.exec(line);
        return request ? [`${request[1]} ${request[2]}`] : [];
      });
  let counted = 0;
  let marks = 0;
  return {
    site,
    api,
    reset: async () => {
      const response = await fetch(`${api}/__control/reset`, { method: 'POST' });
      if (response.status !== 204) throw new Error(`Development backend: reset answered ${response.status}`);
      counted = logged().length;
    },
    requests: (backendName) =>
      logged()
        .slice(counted)
        .filter((request) => request.split(' ')[1]!.startsWith(`/${backendName}/`) && !request.startsWith('OPTIONS ')),
    settled: async () => {
      // A path the backend does not serve: it answers 404 and logs the line like any other.
      const mark = `/__settled/${++marks}`;
      const output = backend.stdout!;
      const seen = new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!logged().includes(`GET ${mark}`)) return;
          clearTimeout(timer);
          output.off('data', check);
          resolve();
        };
        const timer = setTimeout(() => {
          output.off('data', check);
          reject(new Error(`The development backend did not log ${mark}:\n${apiOutput.join('')}`));
        }, 10_000);
        // After the listener that collects the output, so the line is in it when this runs.
        output.on('data', check);
      });
      await fetch(`${api}${mark}`);
      await seen;
    },
    stop: async () => {
      await Promise.all([stop(serve), stop(backend)]);
    },
  };
}
