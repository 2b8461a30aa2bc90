import type { Metadata } from 'next';
import { AccountPage } from '@/components/AccountPage';
import { ProfileIdForm } from '@/components/forms/ProfileIdForm';
import { getApp } from '@/lib/apps';
import { getDeletionInfo } from '@/lib/deletion';

const app = getApp('sharix-ai');

export const metadata: Metadata = {
  title: 'Sharix Account Delete',
  description: 'Delete your Sharix AI account and its data: enter your 6-character profile ID. See what is deleted and what is kept.',
  alternates: { canonical: '/sharix-delete-account' },
};

export default function SharixDeleteAccountPage() {
  return (
    <AccountPage
      app={app}
      title="Sharix Account Delete"
      intro={<p>Delete your Sharix AI account and the posts, images and shares linked to it. Deleted accounts cannot be restored.</p>}
      form={<ProfileIdForm kind="sharix" />}
      info={getDeletionInfo(app.slug)}
    />
  );
}
