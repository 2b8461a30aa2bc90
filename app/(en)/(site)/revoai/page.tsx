import { appLandingRoute } from '@/components/AppLanding';

const route = appLandingRoute('revoai');

export const metadata = route.metadata;
export default route.Page;
