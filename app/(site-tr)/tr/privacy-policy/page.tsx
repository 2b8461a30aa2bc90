import { LegalHubPage, legalHubMetadata } from '@/components/pages/LegalHubPage';

export const metadata = legalHubMetadata('tr');

export default function Page() {
  return <LegalHubPage language="tr" />;
}
