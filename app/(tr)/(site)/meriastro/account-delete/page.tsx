import type { Metadata } from 'next';
import { AccountPage } from '@/components/AccountPage';
import { MeriastroDeleteForm } from '@/components/forms/MeriastroDeleteForm';
import { getApp } from '@/lib/apps';
import { getDeletionInfo } from '@/lib/deletion';

const app = getApp('meriastro');

export const metadata: Metadata = {
  title: 'Delete Your account — Meriastro',
  description: 'Meriastro hesabını ve kişisel verilerini sil: kayıtlı e-posta adresini ve şifreni gir. Neyin silindiğini ve ne kadar saklandığını gör.',
  alternates: { canonical: '/meriastro/account-delete' },
};

export default function MeriastroAccountDeletePage() {
  return (
    <AccountPage
      app={app}
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
