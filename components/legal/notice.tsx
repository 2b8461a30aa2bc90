import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import { type App, documentPath, informationNotice } from '@/lib/content/apps';
import type { LegalRecord, Processor } from '@/lib/legal/facts';
import { formatPeriod } from '@/lib/legal/wording';
import { TEXT } from '@/components/legal/words';
import { emphasised } from '@/components/legal/prose';
import { DeletionRoutesList } from '@/components/legal/deletion';
import { creditsOnDeletion } from '@/lib/legal/consumer';
import { linkTo } from '@/lib/routes';

type Language = App['language'];

/**
 * Words that make a provider's name a phrase of its language ("Google Cloud and Firebase"): such a
 * name is read in its own language inside a text in the other. A name alone ("Firebase
 * Crashlytics", "Google Play") is a name in any language and is left as it is.
 */
const PHRASE_WORDS: Record<Language, RegExp> = {
  en: /(?<!\p{L})(and|or|of|the|with)(?!\p{L})/u,
  tr: /(?<!\p{L})(ve|veya|ile)(?!\p{L})|[çğışöüÇĞİŞÖÜ]/u,
};

/** A provider's name as it is written, marked with its language when it is a phrase of another language than the text's. */
export function ProductName({ name, language }: { name: string; language: Language }) {
  const other: Language = language === 'en' ? 'tr' : 'en';
  return PHRASE_WORDS[other].test(name) ? <span lang={other}>{name}</span> : <>{name}</>;
}

/** Names joined as a reader of the text's language would join them: "A, B and C" / "A, B ve C". */
export function ProductNames({ names, language }: { names: readonly string[]; language: Language }) {
  const parts = new Intl.ListFormat(language === 'en' ? 'en-GB' : 'tr-TR', { style: 'long', type: 'conjunction' }).formatToParts(names);
  return <>{parts.map((part, index) => (part.type === 'element' ? <ProductName key={index} name={part.value} language={language} /> : part.value))}</>;
}

/**
 * The fixed Turkish words of the information notice (content/legal/aydinlatma-metni.mdx), which
 * every English app publishes in Turkish; the facts inside them come from the app's record.
 */
const NOTICE = {
  typed: 'uygulamayı kullanırken sizin girdiğiniz veya oluşturduğunuz bilgiler ve uygulamanın hizmeti sunmak için sunucularımıza gönderdiği istekler;',
  sdks: (names: ReactNode, analytics: boolean) => (
    <>
      uygulamaya entegre yazılım geliştirme kitleri ({names}) aracılığıyla otomatik olarak toplanan {analytics ? 'kullanım ve çökme verileri (kullanım analizi verileri yalnızca uygulamada açık rıza verdiğinizde)' : 'çökme verileri'};
    </>
  ),
  stores: (names: ReactNode) => <>bir satın alma yaptığınızda {names} tarafından bize iletilen işlem bilgileri;</>,
  email: 'bize gönderdiğiniz e-postalar.',
  /** The app's pages on this site with a form, by what the form is for, as "… sayfasına" completes them. */
  forms: { 'credit-faucet': 'ücretsiz kredi sayfasına', 'account-deletion': 'hesap silme sayfasına' },
  formsChannel: (pages: ReactNode, several: boolean) => (
    <>
      web sitemizdeki {pages} girdiğiniz bilgiler ve {several ? 'bu sayfaları' : 'bu sayfayı'} açtığınızda web sunucusunun aldığı teknik veriler (IP adresi, tarayıcı türü);
    </>
  ),
  /** Whom data goes to besides the providers (the record's `disclosures`, its users' shared content, the authorities). */
  recipients: {
    intro: 'Bunların dışında kişisel verileriniz yalnızca şu alıcılara aktarılabilir:',
    userContent: 'uygulama içinde içerik paylaştığınız kullanıcılar: yalnızca onlara gönderdiğiniz içerik ve bu içerikle birlikte onlara gösterilen profil bilgileriniz;',
    'rights-and-safety': 'kullanıcılarımızın veya bizim haklarımızı ve güvenliğimizi korumak için gerekli olduğunda, gerektiği ölçüde avukatlarımız, mahkemeler, icra daireleri ve kolluk kuvvetleri;',
    'new-owner': 'uygulamanın başka birine devredilmesi hâlinde, bu metne ve gizlilik politikasına bağlı kalacak yeni sahibi;',
    authorities: 'hukuken zorunlu olduğu hâllerde ve talep edilen ölçüde yetkili kamu kurum ve kuruluşları ile yargı mercileri.',
    noSale: 'Kişisel verilerinizi satmıyoruz.',
  },
  identifier: (name: string, shownIn: string) => `Hesabınızı veya verilerinizi bulabilmemiz için başvurunuza ${name} de ekleyin (${shownIn}).`,
  noIdentifier: 'Başvurunuza, verilerinizi bulabilmemize yarayacak bildiğiniz bilgileri (örneğin bir satın alma için mağaza makbuzunuzdaki sipariş numarasını) de ekleyin.',
  notes: 'Silme işlemine ilişkin diğer hususlar:',
  aiPermission: 'Yapay zekâ sağlayıcılarına gönderim izni.',
  aiPermissionBody:
    'Uygulama, verilerinizi yapay zekâ sağlayıcılarına ilk kez göndermeden önce izninizi ister ve hangi verinin hangi sağlayıcıya gideceğini gösterir. Bu izin bir açık rıza değildir ve gönderimin hukuki sebebi de değildir; hukuki sebep, tabloda o faaliyet için belirtilen hukuki sebeptir.',
} as const;

/**
 * The components only the information notice uses, and the link to it that the English documents
 * use. `record` is the app's record in the document's language (lib/legal/records.ts, legalRecordIn).
 */
export function noticeComponents(app: App, record: LegalRecord, language: Language): MDXComponents {
  const text = TEXT[language];
  const appWords = app.language === language ? undefined : app.language;
  /** The notice's own words are Turkish: only an English app's Turkish notice prints them. */
  const inNotice = (name: string) => {
    if (language !== 'tr' || app.language !== 'en') throw new Error(`<${name} />: only the Turkish information notice of an English app prints it (${app.slug}, ${language})`);
  };
  const namesOf = (kinds: readonly Processor['kind'][]) => record.processors.map((fact) => fact.value).filter((processor) => kinds.includes(processor.kind)).map((processor) => processor.name);

  return {
    AppName: () => <>{app.name}</>,
    /** The app's Turkish information notice, linked from its English documents. */
    InformationNoticeLink: () => {
      const notice = informationNotice(app);
      if (!notice) throw new Error(`<InformationNoticeLink />: ${app.name} publishes no information notice (only an English app does, once content/apps/${app.slug}/legal.ts gives its Turkish words)`);
      return (
        <a href={documentPath(app, notice.slug)} hrefLang={notice.language} lang={notice.language === language ? undefined : notice.language}>
          {notice.label}
        </a>
      );
    },
    /** The app's full privacy policy, in the app's language. */
    PolicyLink: ({ children }: { children: ReactNode }) => (
      <a href={documentPath(app, 'privacy-policy')} hrefLang={app.language === language ? undefined : app.language}>
        {children}
      </a>
    ),
    /** How the data reaches us (KVKK Art. 10(1)(ç)), from the record: the app, the providers' kits, the stores, e-mail. */
    CollectionChannels: () => {
      inNotice('CollectionChannels');
      const kits = namesOf(['analytics', 'crash-reports']);
      const stores = namesOf(['payments']);
      return (
        <ul>
          <li>{NOTICE.typed}</li>
          {kits.length ? <li>{NOTICE.sdks(<ProductNames names={kits} language={language} />, namesOf(['analytics']).length > 0)}</li> : null}
          {stores.length ? <li>{NOTICE.stores(<ProductNames names={stores} language={language} />)}</li> : null}
          {app.forms.length ? (
            <li>
              {NOTICE.formsChannel(
                app.forms.map((form, index) => (
                  <span key={form.page.path}>
                    {index ? (index === app.forms.length - 1 ? ' ve ' : ', ') : null}
                    <a {...linkTo(form.page.path, language)}>{NOTICE.forms[form.purpose]}</a>
                  </span>
                )),
                app.forms.length > 1,
              )}
            </li>
          ) : null}
          {record.retention.supportMessages ? <li>{NOTICE.email}</li> : null}
        </ul>
      );
    },
    /** The ways to delete the app's data, as its policy lists them (<DeletionRoutes />), in Turkish. */
    DeletionWays: () => {
      inNotice('DeletionWays');
      return <DeletionRoutesList app={app} record={record} language={language} />;
    },
    /** What else a deletion leaves as it is (subscriptions, what is on the device): the record's notes. */
    DeletionNotes: () => {
      inNotice('DeletionNotes');
      const notes = [...record.deletion.notes, ...(record.credits ? [creditsOnDeletion(record, language)] : [])];
      if (!notes.length) return null;
      return (
        <>
          <p>{NOTICE.notes}</p>
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      );
    },
    /**
     * Each açık rıza the app asks for, what it covers, and where it is withdrawn in the app. The AI
     * providers' permission is no consent (the contract is the legal basis): <AiPermission /> prints
     * it apart, without the words of a consent's withdrawal.
     */
    ConsentWithdrawals: () => {
      inNotice('ConsentWithdrawals');
      const consents = record.consents.filter(({ value: consent }) => consent.of !== 'ai');
      if (!consents.length) return null;
      return (
        <ul>
          {consents.map(({ value: consent }) => {
            const basis = record.lawfulBases.find((entry) => entry.of === consent.of);
            if (basis?.basis !== 'consent' && basis?.basis !== 'explicit-consent') throw new Error(`content/apps/${app.slug}/legal.ts: the app asks consent for "${consent.of}", which rests on no consent`);
            const deleted = consent.deletedOnWithdrawal;
            return (
              <li key={consent.of}>
                <strong>{basis.activity}.</strong> {text.withdraw(<strong lang={appWords}>{consent.withdrawInApp.join(text.separator)}</strong>)}
                {deleted ? ` ${text.deletedOnWithdrawal(deleted.data, formatPeriod(record.deletion.timeLimit.value, language), deleted.law)}` : null}
              </li>
            );
          })}
        </ul>
      );
    },
    /** The AI providers' permission: a choice that stops the sending, worded as one, apart from the consents. */
    AiPermission: () => {
      inNotice('AiPermission');
      const consent = record.consents.find(({ value }) => value.of === 'ai')?.value;
      if (!consent) return null;
      const path = consent.withdrawInApp.join(text.separator);
      const several = record.processors.filter((fact) => fact.value.kind === 'ai').length > 1;
      return (
        <p>
          <strong>{NOTICE.aiPermission}</strong> {NOTICE.aiPermissionBody} {emphasised(text.aiChoice(path, several), path, appWords)}
        </p>
      );
    },
    /** Every recipient the policy names besides the providers (KVKK Art. 10(1)(ç)), from the record. */
    OtherRecipients: () => {
      inNotice('OtherRecipients');
      const words = NOTICE.recipients;
      return (
        <>
          <p>{words.intro}</p>
          <ul>
            {record.userContent ? <li>{words.userContent}</li> : null}
            {record.disclosures.map((disclosure) => (
              <li key={disclosure}>{words[disclosure]}</li>
            ))}
            <li>{words.authorities}</li>
          </ul>
          <p>{words.noSale}</p>
        </>
      );
    },
    /** What an application adds so that we find the account: the ID the app shows, where it shows it. */
    AccountIdentifier: () => {
      inNotice('AccountIdentifier');
      const identifier = record.identifier?.value;
      return <p>{identifier ? NOTICE.identifier(identifier.name, identifier.shownIn) : NOTICE.noIdentifier}</p>;
    },
  };
}
