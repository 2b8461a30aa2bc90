/** @jest-environment node */
import { FAUCET_CLAIM_EVERY, FAUCET_CREDITS, faucetClaimAllowed, faucetRule, faucetTooSoonMessage } from '@/lib/faucet';
import { legal as sonoraLegal } from '@/content/apps/sonora-ai/legal';

const DAY = 24 * 60 * 60 * 1000;

describe('the credit faucet rule', () => {
  it('comes from Sonora AI’s record', () => {
    expect(FAUCET_CREDITS).toBe(sonoraLegal.extra.faucetCredits.value);
    expect(FAUCET_CLAIM_EVERY).toEqual(sonoraLegal.extra.faucetClaimEvery.value);
  });

  it('is stated in words that follow the record', () => {
    expect(faucetRule(50, { amount: 1, unit: 'day' })).toBe('Each profile ID can claim 50 free credits once a day.');
    expect(faucetRule(20, { amount: 7, unit: 'day' })).toBe('Each profile ID can claim 20 free credits once every 7 days.');
    expect(faucetTooSoonMessage({ amount: 1, unit: 'day' })).toBe('This profile has already claimed its free credits today. Come back tomorrow!');
    expect(faucetTooSoonMessage({ amount: 1, unit: 'month' })).toBe('This profile has already claimed its free credits. Each profile ID can claim once a month.');
  });

  it('lets a profile claim again once the period has passed, and not before', () => {
    const claimedAt = Date.UTC(2026, 10, 23, 9);
    expect(faucetClaimAllowed(undefined, claimedAt)).toBe(true);
    expect(faucetClaimAllowed(claimedAt, claimedAt + DAY - 1, { amount: 1, unit: 'day' })).toBe(false);
    expect(faucetClaimAllowed(claimedAt, claimedAt + DAY, { amount: 1, unit: 'day' })).toBe(true);
    expect(faucetClaimAllowed(claimedAt, claimedAt + 6 * DAY, { amount: 7, unit: 'day' })).toBe(false);
  });
});
