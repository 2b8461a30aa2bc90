/**
 * What the development backend answers to each form's call, from the form's
 * entry (content/apps/<app>/app.ts): its fields, its demo accounts and the
 * answers it gives. A deletion really removes the account, and a faucet
 * grants once per its period, until the backend restarts or a test resets it.
 * A browser test may add accounts of its own, which no other test knows.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { forms } from '../lib/content/apps';
import type { FormEntry } from '../lib/content/forms';

/** A status and a JSON body. */
export type Answer = { status: number; body: Record<string, unknown> };

/** What a call sends: its query, and its JSON body (undefined when it has none). */
export type Call = { query: URLSearchParams; body: unknown };

/** A scrypt hash (node:crypto defaults N=16384, r=8, p=1; 32-byte key). */
type PasswordHash = { salt: Buffer; hash: Buffer };

const PERIOD_MS = { day: 24 * 60 * 60 * 1000, month: 30 * 24 * 60 * 60 * 1000, year: 365 * 24 * 60 * 60 * 1000 } as const;

export function message(status: number, text: string): Answer {
  return { status, body: { message: text } };
}

function hashOf(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, 32, (error, key) => (error ? reject(error) : resolve(key))));
}

/** Hashed against for unknown accounts, so that an unknown account and a wrong password take the same time. */
const DUMMY: PasswordHash = { salt: Buffer.alloc(16), hash: Buffer.alloc(32) };

async function passwordMatches(password: string, stored: PasswordHash | undefined): Promise<boolean> {
  const { salt, hash } = stored ?? DUMMY;
  const actual = await hashOf(password, salt);
  return stored !== undefined && timingSafeEqual(actual, hash);
}

/** A faucet may grant again once its period has passed since the profile's last claim. */
export function claimAllowed(lastClaimAt: number | undefined, now: number, every: { amount: number; unit: keyof typeof PERIOD_MS }): boolean {
  return lastClaimAt === undefined || now - lastClaimAt >= every.amount * PERIOD_MS[every.unit];
}

/** The values a call sends for the form's fields: from the query, or from a JSON object body. */
function valuesOf(form: FormEntry, { query, body }: Call): Record<string, unknown> {
  if (form.call.send === 'query') return Object.fromEntries(form.fields.map((field) => [field.name, query.get(field.name) ?? undefined]));
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function complete(field: FormEntry['fields'][number], value: unknown): value is string {
  if (typeof value !== 'string') return false;
  return field.length !== undefined ? value.length === field.length : value.trim() !== '';
}

/** The account key a value names: e-mail addresses compare without case. */
function keyOf(field: FormEntry['fields'][number], value: string): string {
  return field.kind === 'email' ? value.trim().toLowerCase() : value.trim();
}

/** An answer of the entry, its texts naming the call's values (`{username}`) and the grant (`{credits}`). */
export function fill(answer: { status: number; body: Record<string, string> }, values: Record<string, string>): Answer {
  const text = (value: string) => value.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  return { status: answer.status, body: Object.fromEntries(Object.entries(answer.body).map(([key, value]) => [key, text(value)])) };
}

type Accounts = Map<string, PasswordHash | null>;
type State = { accounts: Accounts; claims: Map<string, number> };

/** An account as stored: its key, and its password's hash when the form has a password. */
async function accountOf(form: FormEntry, values: Record<string, string>): Promise<[string, PasswordHash | null]> {
  const key = form.fields.find((field) => field.kind !== 'password')!;
  const secret = form.fields.find((field) => field.kind === 'password');
  const password = secret ? values[secret.name] : undefined;
  const salt = randomBytes(16);
  return [keyOf(key, values[key.name]!), password === undefined ? null : { salt, hash: await hashOf(password, salt) }];
}

/** One form's demo accounts, by key, with their passwords' hashes (hashed once: scrypt is slow on purpose). */
async function seed(form: FormEntry): Promise<Accounts> {
  const key = form.fields.find((field) => field.kind !== 'password')!;
  const accounts = new Map<string, PasswordHash | null>();
  for (const account of form.demo.accounts) accounts.set(...(await accountOf(form, typeof account === 'string' ? { [key.name]: account } : account)));
  return accounts;
}

async function answer(form: FormEntry, state: State, call: Call): Promise<Answer> {
  const values = valuesOf(form, call);
  const { answers } = form.demo;
  if (!form.fields.every((field) => complete(field, values[field.name]))) return fill(answers.incomplete, {});
  const given = values as Record<string, string>;
  const key = form.fields.find((field) => field.kind !== 'password')!;
  const secret = form.fields.find((field) => field.kind === 'password');
  const id = keyOf(key, given[key.name]!);
  const stored = state.accounts.get(id);
  if (secret ? !(await passwordMatches(given[secret.name]!, stored ?? undefined)) : stored === undefined) return fill(answers.notFound, given);
  if (form.purpose === 'credit-faucet') {
    const now = Date.now();
    if (!claimAllowed(state.claims.get(id), now, form.grant!.every)) return fill(answers.tooSoon!, given);
    state.claims.set(id, now);
    return fill(answers.done, { ...given, credits: String(form.grant!.credits) });
  }
  // Two simultaneous deletions may both pass an (asynchronous) password check; Map#delete is true for one of them only.
  if (!state.accounts.delete(id)) return fill(answers.notFound, given);
  return fill(answers.done, given);
}

export type Apps = {
  /** The forms served, by backend name. */
  backends: ReadonlyMap<string, FormEntry>;
  /** Reseeds every backend. */
  reset(): void;
  /**
   * Adds an account to `backend` until the next reset: `values` by field name, each as complete
   * as the form requires. `exists` when its key is taken (by a demo account or an earlier one).
   */
  add(backend: string, values: unknown): Promise<'added' | 'exists' | 'unknown-backend' | 'incomplete'>;
  /** The answer of `backend` to its one call. */
  answer(backend: string, call: Call): Promise<Answer>;
};

/** The backends of `entries`: every form of content/apps/ unless a test gives forms of its own. */
export async function createApps(entries: readonly FormEntry[] = forms.map(({ form }) => form)): Promise<Apps> {
  const backends = new Map(entries.map((form) => [form.backend, form]));
  const seeds = new Map<string, Accounts>();
  for (const [name, form] of backends) seeds.set(name, await seed(form));
  const states = new Map<string, State>();
  const reset = () => {
    for (const [name, accounts] of seeds) states.set(name, { accounts: new Map(accounts), claims: new Map() });
  };
  reset();
  const add: Apps['add'] = async (backend, values) => {
    const form = backends.get(backend);
    if (!form) return 'unknown-backend';
    const given = typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
    if (!form.fields.every((field) => complete(field, given[field.name]))) return 'incomplete';
    const [id, stored] = await accountOf(form, given as Record<string, string>);
    const { accounts } = states.get(backend)!;
    // Checked after the (asynchronous) hash, so that two requests for one key cannot both add it.
    if (accounts.has(id)) return 'exists';
    accounts.set(id, stored);
    return 'added';
  };
  return {
    backends,
    reset,
    add,
    answer: (backend, call) => answer(backends.get(backend)!, states.get(backend)!, call),
  };
}
