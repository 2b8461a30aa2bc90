import { legalDocumentRoute } from '@/components/legal/route';

const route = legalDocumentRoute('meriastro');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
