/** Open Graph images are 1200 × 630, the size every network crops from. */
export const OG_SIZE = { width: 1200, height: 630 };
