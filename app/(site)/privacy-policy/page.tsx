import { LegalHubPage, legalHubMetadata } from '@/components/pages/LegalHubPage';

export const metadata = legalHubMetadata('en');

export default function Page() {
  return <LegalHubPage language="en" />;
}
