import { legalDocumentRoute } from '@/components/legal/route';

const route = legalDocumentRoute('revoai');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
