/**
 * What the development backend answers to each form's call, with in-memory
 * demo accounts (listed in the README). A deletion really removes the account
 * until the backend restarts or a test resets it.
 */
import { scrypt, timingSafeEqual } from 'node:crypto';
import type { BackendName } from '../lib/backends';
import { FAUCET_CREDITS, faucetClaimAllowed, faucetTooSoonMessage } from '../lib/faucet';

/** A status and a JSON body. */
export type Answer = { status: number; body: Record<string, unknown> };

/** What a call sends: its query, and its JSON body (undefined when it has none). */
export type Call = { query: URLSearchParams; body: unknown };

/** A scrypt hash (node:crypto defaults N=16384, r=8, p=1; 32-byte key), base64. */
type PasswordHash = { salt: string; hash: string };

/** The seed of every reset. Meriastro keeps only scrypt hashes; the clear demo passwords are in the README. */
export const SEED = {
  sonora: { SONO01: 120, SONO02: 0, ABC123: 35 } as Readonly<Record<string, number>>,
  sharix: ['SHRX01', 'SHRX02', 'SHRX03'],
  meriastro: {
    'ayse@meriastro.app': { salt: 'Pd36+g60TEs7J89g0rNizA==', hash: '/WGQEUXJDSv6a7xIeS3J7P1ecP+6XbCVNFXQXWuRTuM=' },
    'mehmet@meriastro.app': { salt: 'BSLOwtZoKoWqqK1Nsbyhaw==', hash: 'VORWRbU53WrjK4wgETPF3PrZt5qeXB2g4g1wNkJUKuk=' },
    'demo@meriastro.app': { salt: 'QRsSUdHFGzG1XGrqnLwIbw==', hash: 'w723UK/A5QylqxM6NSKXYTzaNWIRrGJS+XqZ+vlcAOM=' },
  } as Readonly<Record<string, PasswordHash>>,
  funo: ['FUNO-DEVICE-0001', 'FUNO-DEVICE-0002', '3f2b9c1e-7a4d-4e8b-9f10-2c5d6e7a8b90'],
  revoai: ['REVO01', 'REVO02', 'DESIGN'],
} as const;

const PROFILE_ID_LENGTH = 6;

export function message(status: number, text: string): Answer {
  return { status, body: { message: text } };
}

/** A wrong password, an unknown e-mail and an already deleted account get the same answer. */
const INVALID_CREDENTIALS: Answer = { status: 401, body: { error: 'Invalid email or password.' } };
/** Hashed against for unknown e-mails, so both failures take the same time. */
const DUMMY_HASH: PasswordHash = { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: Buffer.alloc(32).toString('base64') };

async function passwordMatches(password: string, stored: PasswordHash | undefined): Promise<boolean> {
  const { salt, hash } = stored ?? DUMMY_HASH;
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password, Buffer.from(salt, 'base64'), 32, (error, key) => (error ? reject(error) : resolve(key))),
  );
  return stored !== undefined && timingSafeEqual(actual, Buffer.from(hash, 'base64'));
}

/** The fields of a JSON object body; any other body has none. */
function fields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function seeded() {
  return {
    sonoraCredits: new Map(Object.entries(SEED.sonora)),
    /** Profile ID → time of its last faucet claim. */
    sonoraClaimed: new Map<string, number>(),
    sharix: new Set<string>(SEED.sharix),
    meriastro: new Map(Object.entries(SEED.meriastro)),
    funo: new Set<string>(SEED.funo),
    revoai: new Set<string>(SEED.revoai),
  };
}

export type Apps = {
  /** Reseeds every app. */
  reset(): void;
  /** The answer of `backend` to its one call. */
  answer(backend: BackendName, call: Call): Promise<Answer>;
};

export function createApps(): Apps {
  let state = seeded();

  const handlers: Record<BackendName, (call: Call) => Answer | Promise<Answer>> = {
    sonora: ({ query }) => {
      const username = query.get('username') ?? '';
      if (username.length !== PROFILE_ID_LENGTH) return message(400, 'Profile ID must be exactly 6 characters.');
      const balance = state.sonoraCredits.get(username);
      if (balance === undefined) return message(404, 'No Sonora AI profile found with this ID.');
      const now = Date.now();
      // The rule of Sonora's record (lib/faucet.ts), the one the faucet page states.
      if (!faucetClaimAllowed(state.sonoraClaimed.get(username), now)) return message(429, faucetTooSoonMessage());
      const credits = balance + FAUCET_CREDITS;
      state.sonoraCredits.set(username, credits);
      state.sonoraClaimed.set(username, now);
      return { status: 200, body: { message: `${FAUCET_CREDITS} free credits have been added to profile ${username}.`, credits } };
    },

    sharix: ({ query }) => {
      const username = query.get('username') ?? '';
      if (username.length !== PROFILE_ID_LENGTH) return message(400, 'Profile ID must be exactly 6 characters.');
      if (!state.sharix.delete(username)) return message(404, 'No Sharix account found with this profile ID.');
      return message(200, `Your Sharix account ${username} has been deleted.`);
    },

    meriastro: async ({ body }) => {
      const email = nonEmptyString(fields(body).email)?.trim().toLowerCase();
      const password = nonEmptyString(fields(body).password);
      if (!email || !password) return message(400, 'Email and password are required.');
      const accounts = state.meriastro;
      const matches = await passwordMatches(password, accounts.get(email));
      // Two simultaneous deletions both pass the (asynchronous) hash check, but
      // Map#delete is true for one of them only: the other gets a deleted account's answer.
      if (!matches || !accounts.delete(email)) return INVALID_CREDENTIALS;
      return message(200, 'Your Meriastro account and all of its data have been deleted.');
    },

    funo: ({ body }) => {
      const deviceId = nonEmptyString(fields(body).deviceId)?.trim();
      if (!deviceId) return message(400, 'deviceId is required.');
      if (!state.funo.delete(deviceId)) return { status: 404, body: { error: 'No Funo AI account is linked to this device ID.' } };
      return { status: 200, body: { msg: 'Device account removed.' } };
    },

    revoai: ({ body }) => {
      const { username } = fields(body);
      if (typeof username !== 'string' || username.length !== PROFILE_ID_LENGTH) return message(400, 'Username must be exactly 6 characters');
      if (!state.revoai.delete(username)) return message(404, 'User not found');
      return message(200, 'User deleted');
    },
  };

  return {
    reset: () => {
      state = seeded();
    },
    answer: async (backend, call) => handlers[backend](call),
  };
}
