import type { Metadata } from 'next';
import { AccountPage } from '@/components/AccountPage';
import { FunoDeleteForm } from '@/components/forms/FunoDeleteForm';
import { getApp } from '@/lib/apps';
import { pageMetadata } from '@/lib/metadata';
import { getDeletionInfo } from '@/lib/deletion';

const app = getApp('funo');

export const metadata: Metadata = pageMetadata({
  title: 'Delete your Funo AI account',
  description: 'Delete your Funo AI account and its data with the device ID shown in the app’s settings. See what is deleted and what is kept.',
  path: '/funo/account-delete',
  image: 'funo',
});

export default function FunoAccountDeletePage() {
  return (
    <AccountPage
      app={app}
      path="/funo/account-delete"
      title="Delete your Funo AI account"
      intro={<p>Your Funo AI account is linked to your device ID. Enter it to delete the account and the data stored with it.</p>}
      form={<FunoDeleteForm />}
      info={getDeletionInfo(app.slug)}
    />
  );
}
