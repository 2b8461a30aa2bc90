/**
 * First-load JavaScript budgets, in gzip kB above the framework baseline (the
 * scripts every page loads, including a page with nothing client-side).
 * Pages not listed here have no interactive part but the header menu.
 */
export const MENU_ONLY_BUDGET_KB = 5;

export const PAGE_BUDGETS_KB: Record<string, { kb: number; reason: string }> = {
  '/': {
    kb: 24,
    reason: 'The featured projects fade in with framer-motion (LazyMotion + m, features loaded after hydration).',
  },
  '/meriastro/sana-ozel-fal': { kb: 6, reason: 'The category switch holds every question so the cards can be swapped without a request.' },
  '/faucet': { kb: 9, reason: 'The profile ID form, its request helper and message rules.' },
  '/sharix-delete-account': { kb: 9, reason: 'The profile ID form, its request helper and message rules.' },
  '/meriastro/account-delete': { kb: 9, reason: 'The e-mail and password form, its request helper and message rules.' },
  '/funo/account-delete': { kb: 9, reason: 'The device ID form, its request helper and message rules.' },
  '/revoai/account-delete': { kb: 9, reason: 'The username form, its request helper and message rules.' },
};
