import { Fragment, type ReactNode } from 'react';
import { type App, deletionPage } from '@/lib/content/apps';
import { linkTo } from '@/lib/routes';
import type { InventoryEntry, LegalRecord } from '@/lib/legal/facts';
import { DATA_TYPES, KVKK_CATEGORIES, type KvkkCategory, PURPOSES } from '@/lib/stores/taxonomy';
import { InlineText } from '@/components/InlineText';
import { TEXT } from '@/components/legal/words';
import { FactTable } from '@/components/legal/tables';
import { continuingItem, joinNames, lowerCaseWords } from '@/lib/legal/wording';

type Language = App['language'];

/**
 * The Data safety summary of a privacy policy and the data categories of a Turkish information
 * notice, both printed from the app's data inventory (`inventory` in content/apps/<app>/legal.ts):
 * the stores' forms are generated from the same entries (lib/stores/), so the policy a reviewer
 * reads and the answers the owner imports cannot disagree. A data type reads as the policy words
 * it ("Your profile ID"), under the store's name of its type ("User IDs").
 */
const WORDS = {
  en: {
    intro: (name: string) =>
      `For readers comparing this policy with the Google Play Data safety section and Apple’s App Privacy details: every kind of data ${name} collects, under the name Google Play’s Data safety form gives it (Apple’s App Privacy groups some of them under its own names), and why.`,
    columns: ['Data', 'Why it is collected', 'Required or optional'],
    required: 'Required',
    optional: {
      consent: (path: string) => `Optional: only if you allow it in the app (${path})`,
      support: 'Optional: only if you write to support',
      purchase: 'Optional: only when you buy something',
      'sign-in': 'Optional: only if you choose to sign in',
      choice: 'Optional: only what you choose to save or add',
      permission: (reaches: string, turnOff: string) => `Optional: only if you allow access to ${reaches} on your device (${turnOff})`,
      andPermission: (reaches: string, turnOff: string) => ` and allow access to ${reaches} on your device (${turnOff})`,
      or: 'or',
      report: 'Optional: only if you report AI output',
    },
    shared: 'Shared with third parties:',
    sharedFor: (purposes: string) => `Yes, for ${purposes}.`,
    /** What an app with child-safety standards shares, and when: only in a report of child sexual abuse material. */
    reports: 'Only when we report child sexual abuse material to the bodies named under Who Receives Your Data, in Türkiye and abroad, with what the report carries of the account that shared it:',
    userContent: 'What you send to other users reaches them because you send it, which Google Play does not count as sharing either.',
    sold: 'Sold:',
    soldAnswer: 'No.',
    tracking: 'Used to track you across other companies’ apps and websites:',
    yes: 'Yes.',
    no: 'No.',
    transit: 'Encrypted in transit:',
    transitYes: 'Yes, always (TLS).',
    transitNo: 'No.',
    deletion: 'You can ask for your data to be deleted:',
    deletionWays: (inApp: ReactNode, page: ReactNode | undefined, email: ReactNode) => (
      <>
        yes, in the app at {inApp}
        {page ? <>, on the {page}</> : null} or by e-mail to {email}.
      </>
    ),
    deletionPage: 'account deletion page',
  },
  tr: {
    intro: (name: string) =>
      `Bu politikayı Google Play’in Veri güvenliği bölümü ve Apple’ın Uygulama Gizliliği bilgileriyle karşılaştıranlar için: ${name} uygulamasının topladığı her veri, Google Play’in Veri güvenliği formunun verdiği adla (Apple’ın Uygulama Gizliliği bunların bazılarını kendi adları altında toplar) ve toplanma amacıyla.`,
    columns: ['Veri', 'Toplanma amacı', 'Zorunlu mu'],
    required: 'Zorunlu',
    optional: {
      // "İzin" is the AI providers' permission alone; whatever else the app asks rests on açık rıza (KVKK Art. 5(1)).
      consent: (path: string, ai: boolean) => `İsteğe bağlı: yalnızca uygulamada ${ai ? 'izin' : 'açık rıza'} verirseniz (${path})`,
      support: 'İsteğe bağlı: yalnızca desteğe yazarsanız',
      purchase: 'İsteğe bağlı: yalnızca bir satın alma yaptığınızda',
      'sign-in': 'İsteğe bağlı: yalnızca giriş yapmayı seçerseniz',
      choice: 'İsteğe bağlı: yalnızca kaydetmeyi veya eklemeyi seçtikleriniz',
      permission: (reaches: string, turnOff: string) => `İsteğe bağlı: yalnızca cihazınızda ${reaches} erişim izni verirseniz (${turnOff})`,
      andPermission: (reaches: string, turnOff: string) => ` ve cihazınızda ${reaches} erişim izni de verirseniz (${turnOff})`,
      or: 'veya',
      report: 'İsteğe bağlı: yalnızca yapay zekâ çıktısını bildirirseniz',
    },
    shared: 'Üçüncü kişilerle paylaşılıyor mu:',
    sharedFor: (purposes: string) => `Evet; ${purposes} amacıyla.`,
    reports: 'Yalnızca çocukların cinsel istismarı içeriğini, verilerin aktarıldığı alıcıları sayan bölümdeki Türkiye’deki ve yurt dışındaki kuruluşlara, bildirimin içerdiği paylaşan hesaba ait verilerle bildirdiğimizde:',
    userContent: 'Diğer kullanıcılara gönderdikleriniz, onlara siz gönderdiğiniz için ulaşır; Google Play bunu da paylaşım saymaz.',
    sold: 'Satılıyor mu:',
    soldAnswer: 'Hayır.',
    tracking: 'Başka şirketlerin uygulama ve web sitelerinde sizi izlemek için kullanılıyor mu:',
    yes: 'Evet.',
    no: 'Hayır.',
    transit: 'Aktarım sırasında şifreleniyor mu:',
    transitYes: 'Evet, her zaman (TLS).',
    transitNo: 'Hayır.',
    deletion: 'Verilerinizin silinmesini isteyebilir misiniz:',
    deletionWays: (inApp: ReactNode, page: ReactNode | undefined, email: ReactNode) => (
      <>
        Evet; uygulamada {inApp} yolundan{page ? <>, {page}</> : null} veya {email} adresine e-postayla.
      </>
    ),
    deletionPage: 'hesap silme sayfasından',
  },
} as const;

/** Whether an entry is required, or what makes it optional, in the document's language. */
export function requiredOrOptional(entry: InventoryEntry, record: LegalRecord, language: Language, appWords?: Language): ReactNode {
  const words = WORDS[language];
  if (entry.use === 'required') return words.required;
  if ('when' in entry.use) return words.optional[entry.use.when];
  const permissions = 'permission' in entry.use && entry.use.permission ? [entry.use.permission].flat() : [];
  const listed = permissions.map((of) => {
    const permission = record.inventory.value.permissions.find((candidate) => candidate.of === of);
    if (!permission) throw new Error(`content/apps/${record.app}/legal.ts: inventory type ${entry.type} is reached through the device permission "${of}", which "inventory.permissions" does not list`);
    return language === 'tr' && permission.tr ? permission.tr : permission;
  });
  // What the permissions reach, as one phrase ("your camera or your photo library"), and where each is turned off.
  const reaches = listed.map((texts) => texts.reaches).join(` ${words.optional.or} `);
  const turnOff = [...new Set(listed.map((texts) => texts.turnOff))].join(' ');
  if (!('consent' in entry.use)) return words.optional.permission(reaches, turnOff);
  const consent = entry.use.consent;
  const path = record.consents.find((fact) => fact.value.of === consent)?.value.withdrawInApp.join(TEXT[language].separator);
  if (!path) throw new Error(`content/apps/${record.app}/legal.ts: inventory type ${entry.type} is optional by the permission "${consent}", which "consents" does not ask for`);
  const [before, after] = words.optional.consent('\u0000', consent === 'ai').split('\u0000');
  return (
    <>
      {before}
      <span lang={appWords}>{path}</span>
      {after}
      {listed.length ? words.optional.andPermission(reaches, turnOff) : null}
    </>
  );
}

const purposeNames = (keys: readonly (keyof typeof PURPOSES)[], language: Language) => joinNames(keys.map((key) => PURPOSES[key].name[language].toLocaleLowerCase(language)), language);

const capitalised = (text: string, language: Language) => text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

/** The policy's Data safety summary: a row per entry of the inventory, then the stores' other answers. */
export function DataSafetySummary({ app, record, language, sharing, providers }: { app: App; record: LegalRecord; language: Language; sharing: string; providers?: string }) {
  const words = WORDS[language];
  const text = TEXT[language];
  const appWords = app.language === language ? undefined : app.language;
  const { types, encryptedInTransit } = record.inventory.value;
  const shared = types.filter((entry) => entry.sharedFor.length);
  const page = deletionPage(app);
  return (
    <>
      <p>{words.intro(app.name)}</p>
      <FactTable columns={words.columns}>
        {types.map((entry) => (
          <tr key={`${entry.type}:${entry.data}`}>
            <th scope="row" className="font-normal">
              <strong className="block">{DATA_TYPES[entry.type].name[language]}</strong>
              {entry.data}
            </th>
            <td>{capitalised(purposeNames(entry.purposes, language), language)}</td>
            <td>{requiredOrOptional(entry, record, language, appWords)}</td>
          </tr>
        ))}
      </FactTable>
      <ul>
        <li>
          <strong>{words.shared}</strong>{' '}
          {shared.length && record.childSafety ? `${words.reports} ` : null}
          {shared.length ? (
            shared.map((entry) => (
              <span key={entry.data}>
                {entry.data}: {words.sharedFor(purposeNames(entry.sharedFor, language))}{' '}
              </span>
            ))
          ) : (
            <InlineText text={sharing} />
          )}
          {shared.length && providers ? (
            <>
              {' '}
              <InlineText text={providers} />
            </>
          ) : null}
          {record.userContent ? ` ${words.userContent}` : null}
        </li>
        <li>
          <strong>{words.sold}</strong> {words.soldAnswer}
        </li>
        <li>
          <strong>{words.tracking}</strong> {types.some((entry) => entry.tracking) ? words.yes : words.no}
        </li>
        <li>
          <strong>{words.transit}</strong> {encryptedInTransit ? words.transitYes : words.transitNo}
        </li>
        <li>
          <strong>{words.deletion}</strong>{' '}
          {words.deletionWays(
            <strong lang={appWords}>{record.deletion.inApp.value.join(text.separator)}</strong>,
            page ? (
              <a {...linkTo(page.path, language)}>{words.deletionPage}</a>
            ) : undefined,
            <a href={`mailto:${app.supportEmail}`}>{app.supportEmail}</a>,
          )}
        </li>
      </ul>
    </>
  );
}

/**
 * The categories of personal data of a Turkish information notice: the inventory grouped as the
 * Data Controllers' Registry names them, with what each serves; an optional type says, as the
 * policy's summary does, what makes it optional (a consent, a device permission, the user's own act).
 * `appWords` is the language of an English app's menu names.
 */
export function DataCategories({ record, appWords }: { record: LegalRecord; appWords?: Language }) {
  const groups = new Map<KvkkCategory, InventoryEntry[]>();
  for (const entry of record.inventory.value.types) {
    const category = entry.kvkk ?? DATA_TYPES[entry.type].kvkk;
    groups.set(category, [...(groups.get(category) ?? []), entry]);
  }
  const order = Object.keys(KVKK_CATEGORIES) as KvkkCategory[];
  const activities = (entries: InventoryEntry[]) => {
    const kinds = new Set(entries.flatMap((entry) => entry.bases));
    return record.lawfulBases.filter((entry) => kinds.has(entry.of)).map((entry) => entry.activity);
  };
  const ordinary = lowerCaseWords(JSON.stringify(record));
  const listed = (item: string, index: number) => (index ? continuingItem(item, ordinary) : item);
  const joined = (items: string[]) => items.map(listed).join('; ');
  return (
    <ul>
      {order.flatMap((category) => {
        const entries = groups.get(category);
        if (!entries) return [];
        return [
          <li key={category}>
            <strong>{KVKK_CATEGORIES[category]}:</strong>{' '}
            {entries.map((entry, index) => (
              <Fragment key={`${entry.type}:${entry.data}`}>
                {index ? '; ' : null}
                {listed(entry.data, index)}
                {entry.use === 'required' ? null : <> ({requiredOrOptional(entry, record, 'tr', appWords)})</>}
              </Fragment>
            ))}
            . <em>İşlendiği faaliyetler:</em> {joined(activities(entries))}.
          </li>,
        ];
      })}
    </ul>
  );
}
