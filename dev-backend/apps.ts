/**
 * The five app backends the site's forms call (CONTRACT.md, "The five backend
 * calls"), each with its own in-memory state seeded with demo accounts.
 */
import { scrypt, timingSafeEqual } from 'node:crypto';
import { FAUCET_CREDITS, faucetClaimAllowed, faucetTooSoonMessage } from '../lib/faucet';
import { type JsonAnswer, type JsonObject, type JsonValue, type ParsedBody, INVALID_JSON, isJsonObject, message } from './http';

export const APP_NAMES = ['sonora', 'sharix', 'meriastro', 'funo', 'revoai'] as const;
export type AppName = (typeof APP_NAMES)[number];

export function isAppName(value: unknown): value is AppName {
  return typeof value === 'string' && (APP_NAMES as readonly string[]).includes(value);
}

/** A scrypt hash (node:crypto defaults N=16384, r=8, p=1; 32-byte key), base64. */
interface PasswordHash {
  salt: string;
  hash: string;
}

/**
 * Demo accounts, reseeded on every reset. Meriastro passwords are kept only as
 * scrypt hashes; the clear demo passwords are published in the README.
 */
export const SEED = {
  sonora: { SONO01: 120, SONO02: 0, ABC123: 35 } as Readonly<Record<string, number>>,
  sharix: ['SHRX01', 'SHRX02', 'SHRX03'] as readonly string[],
  meriastro: {
    'ayse@meriastro.app': { salt: 'Pd36+g60TEs7J89g0rNizA==', hash: '/WGQEUXJDSv6a7xIeS3J7P1ecP+6XbCVNFXQXWuRTuM=' },
    'mehmet@meriastro.app': { salt: 'BSLOwtZoKoWqqK1Nsbyhaw==', hash: 'VORWRbU53WrjK4wgETPF3PrZt5qeXB2g4g1wNkJUKuk=' },
    'demo@meriastro.app': { salt: 'QRsSUdHFGzG1XGrqnLwIbw==', hash: 'w723UK/A5QylqxM6NSKXYTzaNWIRrGJS+XqZ+vlcAOM=' },
  } as Readonly<Record<string, PasswordHash>>,
  funo: ['FUNO-DEVICE-0001', 'FUNO-DEVICE-0002', '3f2b9c1e-7a4d-4e8b-9f10-2c5d6e7a8b90'] as readonly string[],
  revoai: ['REVO01', 'REVO02', 'DESIGN'] as readonly string[],
};

/** The faucet rule is a fact of Sonora's record (lib/faucet.ts), shared with the faucet page and the privacy policy. */
export const FREE_CREDITS = FAUCET_CREDITS;
const PROFILE_ID_LENGTH = 6;

interface AppsState {
  sonoraCredits: Map<string, number>;
  /** Profile ID → time of its last faucet claim. */
  sonoraClaimed: Map<string, number>;
  sharixAccounts: Set<string>;
  meriastroAccounts: Map<string, PasswordHash>;
  funoDevices: Set<string>;
  revoaiUsers: Set<string>;
}

function seededState(): AppsState {
  return {
    sonoraCredits: new Map(Object.entries(SEED.sonora)),
    sonoraClaimed: new Map(),
    sharixAccounts: new Set(SEED.sharix),
    meriastroAccounts: new Map(Object.entries(SEED.meriastro)),
    funoDevices: new Set(SEED.funo),
    revoaiUsers: new Set(SEED.revoai),
  };
}

/** What a route sees of a request. */
export interface AppRequest {
  query: URLSearchParams;
  body: ParsedBody;
}

export interface AppRoute {
  method: 'POST' | 'DELETE';
  handle(request: AppRequest): JsonAnswer | Promise<JsonAnswer>;
}

/** The JSON object sent as body: an absent or non-object body has no fields; invalid JSON is undefined. */
function bodyFields(body: ParsedBody): JsonObject | undefined {
  if (body.kind === 'invalid') return undefined;
  return body.kind === 'json' && isJsonObject(body.value) ? body.value : {};
}

function nonEmptyString(value: JsonValue | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function hashPassword(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, Buffer.from(salt, 'base64'), 32, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A wrong password, an unknown e-mail and an already deleted account get the same answer. */
const INVALID_CREDENTIALS: JsonAnswer = { status: 401, body: { error: 'Invalid email or password.' } };

/** Hashed against for unknown e-mails, so both failures take the same time. */
const DUMMY_HASH: PasswordHash = { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: Buffer.alloc(32).toString('base64') };

async function passwordMatches(password: string, stored: PasswordHash | undefined): Promise<boolean> {
  const expected = Buffer.from((stored ?? DUMMY_HASH).hash, 'base64');
  const actual = await hashPassword(password, (stored ?? DUMMY_HASH).salt);
  return stored !== undefined && actual.length === expected.length && timingSafeEqual(actual, expected);
}

function sonoraRoutes(state: () => AppsState): Record<string, AppRoute> {
  const grantFreeCredit = ({ query }: AppRequest): JsonAnswer => {
    const username = query.get('username') ?? '';
    if (username.length !== PROFILE_ID_LENGTH) return message(400, 'Profile ID must be exactly 6 characters.');
    const { sonoraCredits, sonoraClaimed } = state();
    const balance = sonoraCredits.get(username);
    if (balance === undefined) return message(404, 'No Sonora AI profile found with this ID.');
    const now = Date.now();
    if (!faucetClaimAllowed(sonoraClaimed.get(username), now)) {
      return message(429, faucetTooSoonMessage());
    }
    const credits = balance + FREE_CREDITS;
    sonoraCredits.set(username, credits);
    sonoraClaimed.set(username, now);
    return { status: 200, body: { message: `${FREE_CREDITS} free credits have been added to profile ${username}.`, credits } };
  };
  return { '/user/grant-free-credit': { method: 'POST', handle: grantFreeCredit } };
}

function sharixRoutes(state: () => AppsState): Record<string, AppRoute> {
  const deleteUser = ({ query }: AppRequest): JsonAnswer => {
    const username = query.get('username') ?? '';
    if (username.length !== PROFILE_ID_LENGTH) return message(400, 'Profile ID must be exactly 6 characters.');
    if (!state().sharixAccounts.delete(username)) return message(404, 'No Sharix account found with this profile ID.');
    return message(200, `Your Sharix account ${username} has been deleted.`);
  };
  return { '/user': { method: 'DELETE', handle: deleteUser } };
}

function meriastroRoutes(state: () => AppsState): Record<string, AppRoute> {
  const deleteUser = async ({ body }: AppRequest): Promise<JsonAnswer> => {
    const fields = bodyFields(body);
    if (!fields) return INVALID_JSON;
    const email = nonEmptyString(fields.email)?.trim().toLowerCase();
    const password = nonEmptyString(fields.password);
    if (!email || !password) return message(400, 'Email and password are required.');
    const accounts = state().meriastroAccounts;
    const matches = await passwordMatches(password, accounts.get(email));
    // The hash is checked asynchronously, so a simultaneous request may have
    // deleted the account meanwhile. Map#delete is true only for the request that
    // removes it, and this map only ever loses accounts (a reset makes a new one),
    // so exactly one of them succeeds; the others get a deleted account's answer.
    if (!matches || !accounts.delete(email)) return INVALID_CREDENTIALS;
    return message(200, 'Your Meriastro account and all of its data have been deleted.');
  };
  return { '/api/users/delete': { method: 'DELETE', handle: deleteUser } };
}

function funoRoutes(state: () => AppsState): Record<string, AppRoute> {
  const deleteDevice = ({ body }: AppRequest): JsonAnswer => {
    const fields = bodyFields(body);
    if (!fields) return INVALID_JSON;
    const deviceId = nonEmptyString(fields.deviceId)?.trim();
    if (!deviceId) return message(400, 'deviceId is required.');
    if (!state().funoDevices.delete(deviceId)) {
      return { status: 404, body: { error: 'No Funo AI account is linked to this device ID.' } };
    }
    return { status: 200, body: { msg: 'Device account removed.' } };
  };
  return { '/api/user/user-delete': { method: 'DELETE', handle: deleteDevice } };
}

function revoaiRoutes(state: () => AppsState): Record<string, AppRoute> {
  const deleteByUsername = ({ body }: AppRequest): JsonAnswer => {
    const fields = bodyFields(body);
    if (!fields) return INVALID_JSON;
    const username = fields.username;
    if (typeof username !== 'string' || username.length !== PROFILE_ID_LENGTH) {
      return message(400, 'Username must be exactly 6 characters');
    }
    if (!state().revoaiUsers.delete(username)) return message(404, 'User not found');
    return message(200, 'User deleted');
  };
  return { '/api/user/delete-by-username': { method: 'DELETE', handle: deleteByUsername } };
}

export interface Apps {
  /** Reseeds every app. */
  reset(): void;
  /** The route at `path` (relative to the app's prefix), if any. */
  route(app: AppName, path: string): AppRoute | undefined;
}

export function createApps(): Apps {
  let state = seededState();
  const current = () => state;
  const routes: Record<AppName, Record<string, AppRoute>> = {
    sonora: sonoraRoutes(current),
    sharix: sharixRoutes(current),
    meriastro: meriastroRoutes(current),
    funo: funoRoutes(current),
    revoai: revoaiRoutes(current),
  };
  return {
    reset: () => {
      state = seededState();
    },
    route: (app, path) => (Object.hasOwn(routes[app], path) ? routes[app][path] : undefined),
  };
}
