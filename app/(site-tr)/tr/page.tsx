import { HomePage, homeMetadata } from '@/components/pages/HomePage';

export const metadata = homeMetadata('tr');

export default function Page() {
  return <HomePage language="tr" />;
}
