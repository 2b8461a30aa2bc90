import { appLandingRoute } from '@/components/AppLanding';

const route = appLandingRoute('funo');

export const metadata = route.metadata;
export default route.Page;
