import { accountPageRoute } from '@/components/AccountPage';
import { Island } from '@/components/islands/Island';

const route = accountPageRoute({
  appSlug: 'revoai',
  path: '/revoai/account-delete',
  title: 'Delete your RevoAI account',
  description: 'Delete your RevoAI account, uploaded photos, designs and gallery with your 6-character username. See what is deleted and what is kept.',
  intro: <p>Enter your 6-character RevoAI username to delete your account, your uploaded photos, your designs and your gallery.</p>,
  form: <Island name="revoai-delete-form" props={{}} />,
});

export const metadata = route.metadata;
export default route.Page;
