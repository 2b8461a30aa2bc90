/**
 * Which project list items show their image in the alternate style (listed with
 * the other business constants in docs/REFERENCE.md). Apart from
 * lib/projects.ts so that the home page's island bundle does not carry the
 * project content and its schema.
 */
export const ALTERNATE_IMAGE_INDICES: ReadonlySet<number> = new Set([0, 2, 9, 10, 12, 13, 14]);

export function usesAlternateImageStyle(index: number): boolean {
  return ALTERNATE_IMAGE_INDICES.has(index);
}
