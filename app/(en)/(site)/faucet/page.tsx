import { accountPageRoute } from '@/components/AccountPage';
import { Island } from '@/components/islands/Island';
import { faucetRule } from '@/lib/faucet';

const route = accountPageRoute({
  appSlug: 'sonora-ai',
  path: '/faucet',
  title: 'SONORA Credit Faucet',
  description: 'Claim free Sonora AI credits for your profile: enter your 6-character profile ID and the credits are added to your account.',
  intro: <p>Enter your Sonora AI profile ID to add free credits to your account, then spend them on new songs in the app.</p>,
  form: <Island name="profile-id-form" props={{ kind: 'faucet' }} />,
  aside: (
    <section>
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">How the faucet works</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5">
        <li>Open Sonora AI and copy the 6-character profile ID from your profile screen.</li>
        <li>Enter it here and select Claim Free Credits. The answer appears under the button.</li>
        <li>Reopen the app: the credits are in your balance, ready for your next song.</li>
      </ol>
      <p className="mt-4">
        {faucetRule()} New to Sonora AI?{' '}
        <a href="/sonora-ai" className="font-semibold text-indigo-700 underline underline-offset-4 dark:text-indigo-300">
          Get the app
        </a>
        .
      </p>
    </section>
  ),
});

export const metadata = route.metadata;
export default route.Page;
