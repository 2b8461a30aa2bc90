import { ImageResponse } from 'next/og';

import { OG_SIZE } from '@/lib/og-images';

/**
 * A link-preview card, rendered to PNG when the site is built (the image
 * routes are force-static, so out/ holds real files). next/og bundles the
 * font used here, so no request leaves the machine.
 */
export function renderOgImage({ eyebrow, title, subtitle, accent = '#4f46e5' }: { eyebrow: string; title: string; subtitle: string; accent?: string }) {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: 72,
          background: `linear-gradient(135deg, #0f172a 0%, #1e1b4b 55%, ${accent} 100%)`,
          color: 'white',
        }}
      >
        <div style={{ display: 'flex', fontSize: 30, color: '#c7d2fe', letterSpacing: 2 }}>{eyebrow.toUpperCase()}</div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ display: 'flex', fontSize: 76, fontWeight: 700, lineHeight: 1.05 }}>{title}</div>
          <div style={{ display: 'flex', fontSize: 34, color: '#e0e7ff', lineHeight: 1.3, maxWidth: 980 }}>{subtitle}</div>
        </div>
        <div style={{ display: 'flex', width: 160, height: 10, borderRadius: 5, background: accent }} />
      </div>
    ),
    OG_SIZE,
  );
}

/** The square brand mark, for the app icons of the manifest. */
export function renderIcon(size: number, initials: string) {
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#4f46e5',
          color: 'white',
          fontSize: size * 0.42,
          fontWeight: 700,
          borderRadius: size * 0.2,
        }}
      >
        {initials}
      </div>
    ),
    { width: size, height: size },
  );
}
