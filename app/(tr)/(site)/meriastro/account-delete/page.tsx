import type { Metadata } from 'next';
import { AccountPage } from '@/components/AccountPage';
import { MeriastroDeleteForm } from '@/components/forms/MeriastroDeleteForm';
import { getApp } from '@/lib/apps';
import { pageMetadata } from '@/lib/metadata';
import { getDeletionInfo } from '@/lib/deletion';

const app = getApp('meriastro');

export const metadata: Metadata = pageMetadata({
  title: 'Delete Your account — Meriastro',
  description: 'Meriastro hesabını ve kişisel verilerini sil: kayıtlı e-posta adresini ve şifreni gir. Neyin silindiğini ve ne kadar saklandığını gör.',
  path: '/meriastro/account-delete',
  image: 'meriastro',
  language: 'tr',
});

export default function MeriastroAccountDeletePage() {
  return (
    <AccountPage
      app={app}
      path="/meriastro/account-delete"
      title="Delete Your account"
      intro={
        <p>
          Meriastro hesabını ve ona bağlı tüm kişisel verilerini silmek için kayıtlı e-posta adresini ve şifreni gir. Silinen
          hesap geri getirilemez.
        </p>
      }
      form={<MeriastroDeleteForm />}
      info={getDeletionInfo(app.slug)}
    />
  );
}
