import { WorkPage, workMetadata } from '@/components/pages/WorkPage';

export const metadata = workMetadata('tr');

export default function Page() {
  return <WorkPage language="tr" />;
}
