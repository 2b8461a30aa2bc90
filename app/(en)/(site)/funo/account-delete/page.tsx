import { accountPageRoute } from '@/components/AccountPage';
import { Island } from '@/components/islands/Island';

const route = accountPageRoute({
  appSlug: 'funo',
  path: '/funo/account-delete',
  title: 'Delete your Funo AI account',
  description: 'Delete your Funo AI account and its data with the device ID shown in the app’s settings. See what is deleted and what is kept.',
  intro: <p>Your Funo AI account is linked to your device ID. Enter it to delete the account and the data stored with it.</p>,
  form: <Island name="funo-delete-form" props={{}} />,
});

export const metadata = route.metadata;
export default route.Page;
