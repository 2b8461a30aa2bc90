import { appLandingRoute } from '@/components/AppLanding';

const route = appLandingRoute('sonora-ai', { href: '/faucet', label: 'Claim free credits on the web' });

export const metadata = route.metadata;
export default route.Page;
