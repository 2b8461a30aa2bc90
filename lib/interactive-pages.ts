/**
 * The pages that ship JavaScript. Every other page is exported as plain HTML
 * and CSS: scripts/static-pages.ts strips the framework from it after
 * `next build`, and stops the build if such a page comes to contain a client
 * component (it would be a dead widget without its script).
 *
 * To make a page interactive: add it here with the reason and its budget, in
 * gzip kB of first-load JavaScript above the framework's own (the budget test
 * in e2e/budgets.spec.ts holds every page to it).
 */
export type InteractivePage = {
  route: string;
  reason: string;
  budgetKb: number;
};

export const INTERACTIVE_PAGES: readonly InteractivePage[] = [
  {
    route: '/',
    reason: 'The featured projects fade in as they scroll into view (framer-motion, LazyMotion + m).',
    budgetKb: 17,
  },
  {
    route: '/meriastro/sana-ozel-fal',
    reason: 'The category switch; every question is in the HTML and is shown without JavaScript.',
    budgetKb: 2,
  },
  { route: '/faucet', reason: 'The profile ID form, its request helper, message rules and the hydration guard that keeps it inert until it can send.', budgetKb: 5.2 },
  { route: '/sharix-delete-account', reason: 'The profile ID form, its request helper, message rules and the hydration guard that keeps it inert until it can send.', budgetKb: 5.2 },
  {
    route: '/meriastro/account-delete',
    reason: 'The e-mail and password form, its request helper, message rules and the hydration guard that keeps it inert until it can send.',
    budgetKb: 5.2,
  },
  { route: '/funo/account-delete', reason: 'The device ID form, its request helper, message rules and the hydration guard that keeps it inert until it can send.', budgetKb: 5.2 },
  { route: '/revoai/account-delete', reason: 'The username form, its request helper, message rules and the hydration guard that keeps it inert until it can send.', budgetKb: 5.2 },
];

export function interactivePage(route: string): InteractivePage | undefined {
  return INTERACTIVE_PAGES.find((page) => page.route === route);
}
