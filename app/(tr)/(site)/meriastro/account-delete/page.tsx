import { accountPageRoute } from '@/components/AccountPage';
import { Island } from '@/components/islands/Island';

const route = accountPageRoute({
  appSlug: 'meriastro',
  path: '/meriastro/account-delete',
  title: 'Delete Your account',
  metaTitle: 'Delete Your account — Meriastro',
  description: 'Meriastro hesabınızı ve kişisel verilerinizi silin: kayıtlı e-posta adresinizi ve şifrenizi girin. Nelerin silindiğini ve ne kadar saklandığını görün.',
  intro: (
    <p>
      Meriastro hesabınızı ve ona bağlı tüm kişisel verilerinizi silmek için kayıtlı e-posta adresinizi ve şifrenizi girin. Silinen
      hesap geri getirilemez. Mevzuatın saklamamızı gerektirdiği kayıtlar ile aşağıda saklandığı belirtilen diğer veriler, orada yazan
      süreler boyunca saklanır.
    </p>
  ),
  form: <Island name="meriastro-delete-form" props={{}} />,
});

export const metadata = route.metadata;
export default route.Page;
