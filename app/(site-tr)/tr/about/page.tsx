import { AboutPage, aboutMetadata } from '@/components/pages/AboutPage';

export const metadata = aboutMetadata('tr');

export default function Page() {
  return <AboutPage language="tr" />;
}
