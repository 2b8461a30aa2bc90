import { accountPageRoute } from '@/components/AccountPage';
import { FunoDeleteForm } from '@/components/forms/FunoDeleteForm';

const route = accountPageRoute({
  appSlug: 'funo',
  path: '/funo/account-delete',
  title: 'Delete your Funo AI account',
  description: 'Delete your Funo AI account and its data with the device ID shown in the app’s settings. See what is deleted and what is kept.',
  intro: <p>Your Funo AI account is linked to your device ID. Enter it to delete the account and the data stored with it.</p>,
  form: <FunoDeleteForm />,
});

export const metadata = route.metadata;
export default route.Page;
