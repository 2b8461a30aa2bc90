import { renderOgImage } from '@/lib/og';
import { ogImages } from '@/lib/og-images';

export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(ogImages).map((name) => ({ image: `${name}.png` }));
}

/** /og/{name}.png, written to out/ at build time. */
export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const spec = ogImages[(await params).image.replace(/\.png$/, '')];
  if (!spec) return new Response('Not found', { status: 404 });
  return renderOgImage(spec);
}
