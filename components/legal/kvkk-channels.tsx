import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import type { App } from '@/lib/content/apps';
import { postalAddress } from '@/lib/content/site';
import type { LegalRecord } from '@/lib/legal/facts';
import { KVKK_APPLICATIONS } from '@/content/legal/shared';

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
    kep: (kep: ReactNode) => <>by registered electronic mail (KEP) from your KEP address to our KEP address, {kep}</>,
    signature: (mail: ReactNode) => <>signed with a secure electronic signature or a mobile signature, by e-mail to {mail}</>,
    registered: (mail: ReactNode) => <>from the e-mail address you gave us before and that is registered in our system, to {mail}, with the subject “KVKK Application”</>,
    noRegistered: (holder: string) =>
      `${holder} keeps no e-mail address on record as yours (an address you write to us from is not one we have checked is yours), so there is no e-mail address registered in our system from which an ordinary e-mail could make an application under the KVKK: use one of the ways above.`,
  },
  tr: {
    between: ',',
    post: (address: ReactNode) => <>ıslak imzalı yazılı başvurunuzu {address} adresine posta yoluyla göndererek veya elden teslim ederek</>,
    kep: (kep: ReactNode) => <>kayıtlı elektronik posta (KEP) adresinizden {kep} KEP adresimize göndererek</>,
    signature: (mail: ReactNode) => <>güvenli elektronik imza veya mobil imza ile imzaladığınız başvurunuzu {mail} adresine e-postayla göndererek</>,
    registered: (mail: ReactNode) => <>daha önce bize bildirdiğiniz ve sistemimizde kayıtlı bulunan e-posta adresinizden {mail} adresine “KVKK Başvurusu” konu başlığıyla yazarak</>,
    noRegistered: (holder: string) =>
      `${holder} size ait olarak kayıtlı bir e-posta adresi tutmadığından (bize yazdığınız bir adres, size ait olduğunu doğruladığımız bir adres değildir) sistemimizde kayıtlı bir e-posta adresiniz bulunmaz; bu nedenle sıradan bir e-posta KVKK kapsamında başvuru yerine geçmez: başvurunuzu yukarıdaki yollardan biriyle iletin.`,
  },
} as const;

/** What decides the channels: the mailbox that takes signed applications, whether it holds the user's e-mail, and our KEP address if we have one. */
export type KvkkChannelFacts = {
  /** The ordinary mailbox that takes applications signed with a secure electronic or mobile signature. */
  mail: string;
  /** Whether we hold an e-mail address of the user's (beyond mail they sent us), from which an application may come. */
  registered: boolean;
  /** Who would hold that address, as the sentence names it when it does not: the app's name, or "This website". */
  holder: string;
  /** Our own KEP address: a KEP application goes there, never to an ordinary mailbox; none, none offered. */
  kep?: string;
};

/**
 * The channels of an application under the KVKK, as the Communiqué lists them (Art. 5(1)): in
 * writing; by KEP, only to a KEP address of ours; signed with a secure electronic or mobile
 * signature; and, only where we hold the user's e-mail address, from that address. Without it, a
 * sentence says an ordinary e-mail cannot make an application, and nothing else offers one.
 */
export function KvkkChannelList({ language, facts }: { language: Language; facts: KvkkChannelFacts }) {
  const words = CHANNELS[language];
  const mail = <a href={`mailto:${facts.mail}`}>{facts.mail}</a>;
  if (facts.kep !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(facts.kep)) throw new Error(`content/legal/shared.ts: KVKK_APPLICATIONS.kepAddress “${facts.kep}” is not an e-mail address`);
  const items = [
    words.post(<span lang="tr">{postalAddress()}</span>),
    ...(facts.kep ? [words.kep(<a href={`mailto:${facts.kep}`}>{facts.kep}</a>)] : []),
    words.signature(mail),
    ...(facts.registered ? [words.registered(mail)] : []),
  ];
  return (
    <>
      <ul>
        {items.map((item, index) => (
          <li key={index}>
            {item}
            {index < items.length - 1 ? words.between : '.'}
          </li>
        ))}
      </ul>
      {facts.registered ? null : <p>{words.noRegistered(facts.holder)}</p>}
    </>
  );
}

/** Our KEP address, if the owner has one (content/legal/shared.ts). */
export function kepAddress(): string | undefined {
  return KVKK_APPLICATIONS.kepAddress?.value;
}

/** The channels of an app's notice and policy: its support address, and the registered e-mail only where its record holds the user's. */
export function kvkkChannelComponents(app: App, record: LegalRecord, language: Language): MDXComponents {
  const facts: KvkkChannelFacts = { mail: app.supportEmail, registered: holdsUserEmail(record), holder: app.name, kep: kepAddress() };
  return {
    KvkkChannels: () => <KvkkChannelList language={language} facts={facts} />,
  };
}
