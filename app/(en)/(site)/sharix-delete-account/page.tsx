import type { Metadata } from 'next';
import { AccountPage } from '@/components/AccountPage';
import { ProfileIdForm } from '@/components/forms/ProfileIdForm';
import { getApp } from '@/lib/apps';
import { pageMetadata } from '@/lib/metadata';
import { getDeletionInfo } from '@/lib/deletion';

const app = getApp('sharix-ai');

export const metadata: Metadata = pageMetadata({
  title: 'Sharix Account Delete',
  description: 'Delete your Sharix AI account and its data: enter your 6-character profile ID. See what is deleted and what is kept.',
  path: '/sharix-delete-account',
  image: 'sharix-ai',
});

export default function SharixDeleteAccountPage() {
  return (
    <AccountPage
      app={app}
      path="/sharix-delete-account"
      title="Sharix Account Delete"
      intro={<p>Delete your Sharix AI account and the posts, images and shares linked to it. Deleted accounts cannot be restored.</p>}
      form={<ProfileIdForm kind="sharix" />}
      info={getDeletionInfo(app.slug)}
    />
  );
}
