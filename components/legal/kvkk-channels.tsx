import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import type { App } from '@/lib/content/apps';
import { postalAddress } from '@/lib/content/site';
import type { LegalRecord } from '@/lib/legal/facts';

type Language = App['language'];

/**
 * Whether the app holds an e-mail address of the user's beyond support mail: only then can an
 * application come "from the e-mail address registered in our system", one of the channels of the
 * Communiqué on the Procedures and Principles of Application to the Data Controller (Art. 5(1)).
 */
export function holdsUserEmail(record: LegalRecord): boolean {
  return record.inventory.value.types.some((entry) => entry.type === 'email' && !(typeof entry.use === 'object' && 'when' in entry.use && entry.use.when === 'support'));
}

const CHANNELS = {
  en: {
    between: ';',
    post: (address: ReactNode) => <>in writing, signed by hand, by post or by hand to {address}</>,
    kep: (mail: ReactNode) => <>by registered electronic mail (KEP) from your KEP address to {mail}</>,
    signature: (mail: ReactNode) => <>signed with a secure electronic signature or a mobile signature, by e-mail to {mail}</>,
    registered: (mail: ReactNode) => <>from the e-mail address you gave us before and that is registered in our system, to {mail}, with the subject “KVKK Application”</>,
    noRegistered: (name: string) =>
      `${name} holds no e-mail address of yours, so there is no e-mail address registered in our system from which an ordinary e-mail could make an application under the KVKK: use one of the ways above.`,
  },
  tr: {
    between: ',',
    post: (address: ReactNode) => <>ıslak imzalı yazılı başvurunuzu {address} adresine posta yoluyla göndererek veya elden teslim ederek</>,
    kep: (mail: ReactNode) => <>kayıtlı elektronik posta (KEP) adresinizden {mail} adresine göndererek</>,
    signature: (mail: ReactNode) => <>güvenli elektronik imza veya mobil imza ile imzaladığınız başvurunuzu {mail} adresine e-postayla göndererek</>,
    registered: (mail: ReactNode) => <>daha önce bize bildirdiğiniz ve sistemimizde kayıtlı bulunan e-posta adresinizden {mail} adresine “KVKK Başvurusu” konu başlığıyla yazarak</>,
    noRegistered: (name: string) =>
      `${name} e-posta adresinizi tutmadığından sistemimizde kayıtlı bir e-posta adresiniz bulunmaz; bu nedenle sıradan bir e-posta KVKK kapsamında başvuru yerine geçmez: başvurunuzu yukarıdaki yollardan biriyle iletin.`,
  },
} as const;

/**
 * The channels of an application under the KVKK, as the Communiqué lists them: in writing, by KEP,
 * signed with a secure electronic or mobile signature, and, only where the app holds the user's
 * e-mail address, from that address.
 */
export function kvkkChannelComponents(app: App, record: LegalRecord, language: Language): MDXComponents {
  const words = CHANNELS[language];
  const mail = <a href={`mailto:${app.supportEmail}`}>{app.supportEmail}</a>;
  const registered = holdsUserEmail(record);
  const items = [words.post(<span lang="tr">{postalAddress()}</span>), words.kep(mail), words.signature(mail), ...(registered ? [words.registered(mail)] : [])];
  return {
    KvkkChannels: () => (
      <>
        <ul>
          {items.map((item, index) => (
            <li key={index}>
              {item}
              {index < items.length - 1 ? words.between : '.'}
            </li>
          ))}
        </ul>
        {registered ? null : <p>{words.noRegistered(app.name)}</p>}
      </>
    ),
  };
}
