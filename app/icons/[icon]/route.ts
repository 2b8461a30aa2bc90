import { site } from '@/content/site';
import { renderIcon } from '@/lib/og';
import { initials } from '@/lib/text';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** The favicon, the Apple touch icon and the manifest icons, as PNG files. */
const ICON_SIZES: Record<string, number> = { 'icon-32.png': 32, 'apple-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 };

export function generateStaticParams() {
  return Object.keys(ICON_SIZES).map((icon) => ({ icon }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ icon: string }> }) {
  const size = ICON_SIZES[(await params).icon];
  if (!size) return new Response('Not found', { status: 404 });
  return renderIcon(size, initials(site.owner.name));
}
