import { legal as sonoraLegal } from '@/content/apps/sonora-ai/legal';

/**
 * The credit faucet's rule, a fact of Sonora AI's record (content/apps/sonora-ai/legal.ts):
 * the faucet page states it, the development backend enforces it.
 */
export const FAUCET_CREDITS: number = sonoraLegal.extra.faucetCredits.value;
export const FAUCET_CLAIM_EVERY: { amount: number; unit: 'day' | 'month' | 'year' } = sonoraLegal.extra.faucetClaimEvery.value;

const UNIT_DAYS = { day: 1, month: 30, year: 365 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

function every(period = FAUCET_CLAIM_EVERY): string {
  return period.amount === 1 ? `once a ${period.unit}` : `once every ${period.amount} ${period.unit}s`;
}

/** "Each profile ID can claim 50 free credits once a day." */
export function faucetRule(credits = FAUCET_CREDITS, period = FAUCET_CLAIM_EVERY): string {
  return `Each profile ID can claim ${credits} free credits ${every(period)}.`;
}

/** What the backend answers to a claim that comes too early. */
export function faucetTooSoonMessage(period = FAUCET_CLAIM_EVERY): string {
  if (period.amount === 1 && period.unit === 'day') return 'This profile has already claimed its free credits today. Come back tomorrow!';
  return `This profile has already claimed its free credits. Each profile ID can claim ${every(period)}.`;
}

/** A profile may claim again once the period has passed since its last claim. */
export function faucetClaimAllowed(lastClaimAt: number | undefined, now: number, period = FAUCET_CLAIM_EVERY): boolean {
  return lastClaimAt === undefined || now - lastClaimAt >= period.amount * UNIT_DAYS[period.unit] * DAY_MS;
}
