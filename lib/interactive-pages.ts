/**
 * The pages that ship JavaScript: each places one or more islands
 * (components/islands/Island.tsx), which React hydrates from a small bundle
 * of their own. Every other page is exported as plain HTML and CSS: the
 * post-export step (scripts/post-export.ts) takes Next.js's runtime out of
 * every page, and stops the build if a page outside this list renders a
 * client component (it would be a dead widget without its script).
 *
 * To make a page interactive: add it here with the reason and its budget, in
 * kB (1,000 bytes) of all the JavaScript the browser loads for it, gzip -9
 * (the budget test in e2e/budgets.spec.ts measures it in a real browser).
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
    budgetKb: 100,
  },
  {
    route: '/meriastro/sana-ozel-fal',
    reason: 'The category switch; every question is in the HTML and is shown without JavaScript.',
    budgetKb: 80,
  },
  { route: '/faucet', reason: 'The profile ID form, its request helper, message rules and the hydration guard that keeps it inert until it can send.', budgetKb: 80 },
  { route: '/sharix-delete-account', reason: 'The profile ID form, its request helper, message rules and the hydration guard that keeps it inert until it can send.', budgetKb: 80 },
  {
    route: '/meriastro/account-delete',
    reason: 'The e-mail and password form, its request helper, message rules and the hydration guard that keeps it inert until it can send.',
    budgetKb: 80,
  },
  { route: '/funo/account-delete', reason: 'The device ID form, its request helper, message rules and the hydration guard that keeps it inert until it can send.', budgetKb: 80 },
  { route: '/revoai/account-delete', reason: 'The username form, its request helper, message rules and the hydration guard that keeps it inert until it can send.', budgetKb: 80 },
];

export function interactivePage(route: string): InteractivePage | undefined {
  return INTERACTIVE_PAGES.find((page) => page.route === route);
}
