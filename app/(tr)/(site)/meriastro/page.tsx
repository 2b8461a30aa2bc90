import { appLandingRoute } from '@/components/AppLanding';

const route = appLandingRoute('meriastro', { href: '/meriastro/sana-ozel-fal', label: 'Sana özel fal sorularına göz at' });

export const metadata = route.metadata;
export default route.Page;
