import type { Metadata } from 'next';
import { AccountPage } from '@/components/AccountPage';
import { RevoaiDeleteForm } from '@/components/forms/RevoaiDeleteForm';
import { getApp } from '@/lib/apps';
import { pageMetadata } from '@/lib/metadata';
import { getDeletionInfo } from '@/lib/deletion';

const app = getApp('revoai');

export const metadata: Metadata = pageMetadata({
  title: 'Delete your RevoAI account',
  description: 'Delete your RevoAI account, uploaded photos, designs and gallery with your 6-character username. See what is deleted and what is kept.',
  path: '/revoai/account-delete',
  image: 'revoai',
});

export default function RevoaiAccountDeletePage() {
  return (
    <AccountPage
      app={app}
      path="/revoai/account-delete"
      title="Delete your RevoAI account"
      intro={<p>Enter your 6-character RevoAI username to delete your account, your uploaded photos, your designs and your gallery.</p>}
      form={<RevoaiDeleteForm />}
      info={getDeletionInfo(app.slug)}
    />
  );
}
