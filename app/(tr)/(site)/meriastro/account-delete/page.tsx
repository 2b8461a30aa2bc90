import { accountPageRoute } from '@/components/AccountPage';
import { MeriastroDeleteForm } from '@/components/forms/MeriastroDeleteForm';

const route = accountPageRoute({
  appSlug: 'meriastro',
  path: '/meriastro/account-delete',
  title: 'Delete Your account',
  metaTitle: 'Delete Your account — Meriastro',
  description: 'Meriastro hesabını ve kişisel verilerini sil: kayıtlı e-posta adresini ve şifreni gir. Neyin silindiğini ve ne kadar saklandığını gör.',
  intro: (
    <p>
      Meriastro hesabını ve ona bağlı tüm kişisel verilerini silmek için kayıtlı e-posta adresini ve şifreni gir. Silinen hesap
      geri getirilemez.
    </p>
  ),
  form: <MeriastroDeleteForm />,
});

export const metadata = route.metadata;
export default route.Page;
