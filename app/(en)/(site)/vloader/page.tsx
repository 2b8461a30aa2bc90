import { appLandingRoute } from '@/components/AppLanding';

const route = appLandingRoute('vloader');

export const metadata = route.metadata;
export default route.Page;
