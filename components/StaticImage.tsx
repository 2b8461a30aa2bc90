import type { ImgHTMLAttributes } from 'react';

/**
 * A plain, sized <img>. The site's images are hand-made SVG served as they
 * are, so next/image (a client component) would only add JavaScript.
 */
export function StaticImage({
  priority = false,
  alt,
  ...props
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; width: number; height: number; priority?: boolean }) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: nothing to optimise, nothing to hydrate
    <img alt={alt} decoding="async" loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : undefined} {...props} />
  );
}
