import { legalDocumentRoute } from '@/components/legal/route';

const route = legalDocumentRoute('sharix-ai');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
