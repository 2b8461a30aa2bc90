// Serves a folder on 127.0.0.1 with scripts/serve.ts, as npm start does, for the measuring scripts (bench, trace).
import { spawn } from 'node:child_process';
import path from 'node:path';

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 50; attempt++) {
    if (await answers(url)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Started with node itself (not npx) so that stopping it stops the server.
 * Refused when the port is taken: another server could answer with stale
 * headers. `portVariable` names the variable that picks another port.
 */
export async function serveFolder(folder, port, portVariable) {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(`${origin}/`)) throw new Error(`Port ${port} is already in use; stop that server or set ${portVariable}.`);
  const server = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/serve.ts', folder, '--port', String(port)], {
    stdio: 'ignore',
  });
  await waitFor(`${origin}/`);
  return { origin, stop: () => server.kill() };
}
