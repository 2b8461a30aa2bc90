import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import tls from 'node:tls';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGINX_SITE_FILE } from '../lib/build/security-headers';
import { OUT } from './out-files';

/** deploy/nginx.conf: the owner's server blocks, committed; the build never writes it. */
export const SERVER_CONFIG = path.resolve(__dirname, '..', 'deploy', 'nginx.conf');

/** A program on PATH (or in the sbin folders a non-root PATH often lacks). */
export function findProgram(name: string): string | null {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'].filter(Boolean);
  for (const folder of folders) {
    const candidate = path.join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

type Local = { root: string; certificate: string; certificateKey: string; httpPort: number; httpsPort: number };

/**
 * The name the servers answer as: the first name of the port-80 server's
 * server_name, which nginx's $server_name is.
 */
export function serverName(config: string): string {
  const name = /server \{\n {2}listen 80;[^}]*?\n {2}server_name (\S+?)[ ;]/.exec(config)?.[1];
  if (!name) throw new Error('deploy/nginx.conf: no server_name in the port-80 server.');
  return name;
}

/**
 * The committed configuration with what differs on this machine put in:
 * loopback ports, a self-signed certificate, out/ as root and its generated
 * include. server_name stays as written. Every substitution must apply exactly
 * once, so the test cannot quietly run a configuration other than the committed
 * one; the values the owner sets (paths) are matched whatever they are.
 */
export function localConfig(committed: string, local: Local): string {
  const substitutions: [RegExp, string][] = [
    [/^ {2}listen 80;\n {2}listen \[::\]:80;\n/gm, `  listen 127.0.0.1:${local.httpPort};\n`],
    [/^ {2}listen 443 ssl http2;\n {2}listen \[::\]:443 ssl http2;\n/gm, `  listen 127.0.0.1:${local.httpsPort} ssl http2;\n`],
    [/^ {2}ssl_certificate \S+;$/gm, `  ssl_certificate ${local.certificate};`],
    [/^ {2}ssl_certificate_key \S+;$/gm, `  ssl_certificate_key ${local.certificateKey};`],
    [/^ {2}root \S+;$/gm, `  root ${local.root};`],
    [new RegExp(`^ {2}include \\S+/${NGINX_SITE_FILE.replace('.', '\\.')};$`, 'gm'), `  include ${path.join(local.root, NGINX_SITE_FILE)};`],
  ];
  return substitutions.reduce((config, [from, to]) => {
    const count = config.match(from)?.length ?? 0;
    if (count !== 1) throw new Error(`deploy/nginx.conf matches ${from} ${count} times, expected once.`);
    return config.replace(from, to);
  }, committed);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, log: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${readFileSync(log, 'utf8')}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on 127.0.0.1:${port}`);
}

/**
 * body is the response as sent, read as UTF-8; raw its bytes (still compressed when the server
 * compressed it); headerNames every header line's name in the order sent, lower case, a repeated
 * one as often as it came (headers joins repeated values into one).
 */
export type Answer = { status: number; headers: http.IncomingHttpHeaders; headerNames: string[]; body: string; raw: Buffer };

export type LocalNginx = {
  httpsPort: number;
  httpPort: number;
  /** The name deploy/nginx.conf gives the server (its first server_name). */
  serverName: string;
  /** nginx -t on the configuration: exit status and output. */
  check: { status: number | null; output: string };
  /** A request (GET unless `method` says otherwise) with the path sent exactly as given (no URL normalisation), redirects not followed. */
  get(rawPath: string, options?: { plainHttp?: boolean; headers?: Record<string, string>; method?: string }): Promise<Answer>;
  stop(): Promise<void>;
};

/**
 * A real nginx serving out/ (or `root`, a folder laid out like it) with the
 * committed deploy/nginx.conf (which includes the folder's nginx-site.conf), a
 * self-signed certificate for 127.0.0.1, and a main configuration like
 * Debian's (mime.types included).
 */
export async function startNginx(nginx: string, openssl: string, root: string = OUT): Promise<LocalNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  chmodSync(dir, 0o755);
  const certificate = path.join(dir, 'cert.pem');
  const certificateKey = path.join(dir, 'key.pem');
  execFileSync(openssl, [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
    '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', certificateKey, '-out', certificate,
  ], { stdio: 'pipe' });
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const committed = readFileSync(SERVER_CONFIG, 'utf8');
  writeFileSync(path.join(dir, 'site.conf'), localConfig(committed, { root, certificate, certificateKey, httpPort, httpsPort }));
  const confPath = /--conf-path=(\S+)/.exec(spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  const log = path.join(dir, 'error.log');
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${log} warn;
events { worker_connections 256; }
http {
  include ${path.join(path.dirname(confPath), 'mime.types')};
  default_type application/octet-stream;
  access_log off;
${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind};`).join('\n')}
  include ${dir}/site.conf;
}
`,
  );
  const args = ['-p', dir, '-c', main, '-e', log];
  const test = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
  const check = { status: test.status, output: `${test.stdout}${test.stderr}` };
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  const ca = readFileSync(certificate);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (check.status === 0) await waitForPort(httpsPort, child, log);
  } catch (error) {
    await stop();
    throw error;
  }

  const get: LocalNginx['get'] = (rawPath, options = {}) =>
    new Promise((resolve, reject) => {
      const request = (options.plainHttp ? http : https).request(
        {
          host: '127.0.0.1',
          port: options.plainHttp ? httpPort : httpsPort,
          path: rawPath,
          method: options.method ?? 'GET',
          headers: options.headers,
          agent: false,
          ca,
          // The certificate is for the address connected to, whatever Host header a test sends.
          checkServerIdentity: (_host, certificate) => tls.checkServerIdentity('127.0.0.1', certificate),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const raw = Buffer.concat(chunks);
            const headerNames = response.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
            resolve({ status: response.statusCode ?? 0, headers: response.headers, headerNames, body: raw.toString('utf8'), raw });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end();
    });

  return { httpPort, httpsPort, serverName: serverName(committed), check, get, stop };
}
