import { accountPageRoute } from '@/components/AccountPage';
import { Island } from '@/components/islands/Island';

const route = accountPageRoute({
  appSlug: 'sharix-ai',
  path: '/sharix-delete-account',
  title: 'Sharix Account Delete',
  description: 'Delete your Sharix AI account and its data: enter your 6-character profile ID. See what is deleted and what is kept.',
  intro: <p>Delete your Sharix AI account and the posts, images and shares linked to it. Deleted accounts cannot be restored.</p>,
  form: <Island name="profile-id-form" props={{ kind: 'sharix' }} />,
});

export const metadata = route.metadata;
export default route.Page;
