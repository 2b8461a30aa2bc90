import { legalDocumentRoute } from '@/components/legal/route';

const route = legalDocumentRoute('sonora-ai');

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
