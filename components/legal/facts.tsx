import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import { site } from '@/content/site';
import { legalRecord } from '@/lib/legal/records';
import { LAW, TRANSFERS } from '@/content/legal/shared';
import type { App } from '@/lib/content/apps';
import { formatDate } from '@/lib/legal/documents';
import {
  BASIS_LABELS,
  courtsPhrase,
  formatPeriod,
  joinNames,
  keptAfterDeletion,
  keptItem,
  keptLonger,
  type LegalRecord,
  PROCESSOR_KINDS,
  RETENTION_CATEGORIES,
  type RetentionCategory,
  retentionPhrase,
} from '@/lib/legal/facts';
import { carveOutSentence, liabilitySentence } from '@/lib/legal/liability';

type Language = App['language'];

const TEXT = {
  en: {
    policyLink: (name: string) => `${name} privacy policy`,
    data: 'Data',
    kept: 'How long it is kept',
    date: 'Date',
    change: 'Change',
    separator: ' › ',
    summary: (limit: string) =>
      `We keep personal data for no longer than ${limit} after it is no longer needed for the purpose it was collected for, or after you ask us to delete it; within that period it is deleted or irreversibly anonymised, backups included. Only the following is kept longer:`,
    withdraw: (path: ReactNode) => (
      <>
        You can withdraw this permission at any time in the app, as easily as you gave it: {path}. Withdrawing does not affect processing that took place before it.
      </>
    ),
    deletedOnWithdrawal: (data: string, limit: string, law?: string) => `When you withdraw it, ${data} are erased within ${limit}${law ? ` (${law})` : ''}.`,
    bases: { activity: 'What we do', gdpr: 'Legal basis under the GDPR', kvkk: 'Legal basis under the KVKK' },
    disputes: {
      'terms-and-conditions': (law: string, courts: string) =>
        `These Terms are governed by ${law}. Except where the law gives a consumer the right to go to other courts or bodies, as set out below, ${courts} have jurisdiction over any dispute arising from them.`,
      eula: (law: string, courts: string) =>
        `This EULA is governed by ${law}. Except where the law gives a consumer the right to go to other courts or bodies, as set out below, ${courts} have jurisdiction over any dispute arising from it.`,
    },
    consumers:
      'If you are a consumer, this choice does not deprive you of the protection of the mandatory consumer law of the country where you live, nor of your right to bring a claim before the courts or the consumer dispute bodies of that country. In Türkiye, a consumer may apply to the consumer arbitration committee or, above the monetary limit set each year under Law No. 6502 on Consumer Protection, to the consumer court, in either case at their place of residence or where the transaction was made.',
    representatives: {
      eu: 'Representative in the European Union',
      uk: 'Representative in the United Kingdom',
      euLaw: 'GDPR Art. 27',
      ukLaw: 'UK GDPR Art. 27',
      contact:
        'If you are in the European Union or the United Kingdom, you can contact our representative there about anything in this policy, instead of us or as well as us; so can the supervisory authorities.',
    },
    transfers: (safeguard: string, email: ReactNode) => (
      <>
        Where your data leaves the European Economic Area or the United Kingdom for a country without an adequacy decision, it is protected by the
        European Commission’s Standard Contractual Clauses, with the United Kingdom’s addendum to them, which our providers include in their
        data-processing terms, and by the EU-U.S. Data Privacy Framework where a provider is certified under it. Under Article 9 of the KVKK, a transfer
        from Türkiye rests on two things at once: the legal basis that the table under <a href="#legal-basis">Legal Basis</a> gives for that processing,
        and, as no adequacy decision covers our providers’ countries, an appropriate safeguard: {safeguard}. You can get a copy of these safeguards free
        of charge by writing to {email}. The Standard Contractual Clauses are also{' '}
        <a href="https://eur-lex.europa.eu/eli/dec_impl/2021/914/oj">published by the European Commission</a>.
      </>
    ),
  },
  tr: {
    policyLink: (name: string) => `${name} gizlilik politikası`,
    data: 'Veri',
    kept: 'Saklama süresi',
    date: 'Tarih',
    change: 'Değişiklik',
    separator: ' › ',
    summary: (limit: string) =>
      `Kişisel verilerinizi, işlenme amacı ortadan kalktıktan veya silinmesini istediğiniz tarihten itibaren en geç ${limit} içinde, yedekler dahil, siler ya da anonim hâle getiririz. Yalnızca şu veriler daha uzun süre saklanır:`,
    withdraw: (path: ReactNode) => (
      <>
        Bu izni dilediğiniz zaman, verdiğiniz kadar kolay bir şekilde uygulamanın içinden geri alabilirsiniz: {path}. Geri alma, daha önce yapılan işlemlerin hukuka uygunluğunu etkilemez.
      </>
    ),
    deletedOnWithdrawal: (data: string, limit: string, law?: string) => `İzninizi geri aldığınızda ${data}${law ? ` ${law} uyarınca` : ''} en geç ${limit} içinde silinir.`,
    bases: { activity: 'Faaliyet', gdpr: 'GDPR hukuki sebebi', kvkk: 'KVKK hukuki sebebi' },
    disputes: {
      'terms-and-conditions': (law: string, courts: string) =>
        `Bu Koşullar ${law} hükümlerine tabidir. Tüketicilerin aşağıda belirtilen hakları saklı kalmak kaydıyla, Koşullardan doğan uyuşmazlıklarda ${courts} yetkilidir.`,
      eula: (law: string, courts: string) =>
        `Bu Sözleşme ${law} hükümlerine tabidir. Tüketicilerin aşağıda belirtilen hakları saklı kalmak kaydıyla, Sözleşme'den doğan uyuşmazlıklarda ${courts} yetkilidir.`,
    },
    consumers:
      'Tüketici iseniz, 6502 sayılı Tüketicinin Korunması Hakkında Kanun uyarınca her yıl belirlenen parasal sınırlar dâhilinde yerleşim yerinizdeki veya tüketici işleminin yapıldığı yerdeki tüketici hakem heyetine, bu sınırları aşan uyuşmazlıklarda ise tüketici mahkemesine başvurma hakkınız saklıdır. Avrupa Birliği’nde veya başka bir ülkede ikamet eden tüketicilerin, ikamet ettikleri ülkenin emredici tüketici koruma hükümlerinden ve o ülkenin mahkemelerine veya tüketici uyuşmazlığı çözüm kuruluşlarına başvurma haklarından yararlanma hakkı da saklıdır.',
    representatives: {
      eu: 'Avrupa Birliği temsilcimiz',
      uk: 'Birleşik Krallık temsilcimiz',
      euLaw: 'GDPR m. 27',
      ukLaw: 'Birleşik Krallık GDPR m. 27',
      contact:
        'Avrupa Birliği’nde veya Birleşik Krallık’ta bulunuyorsanız bu Politikayla ilgili her konuda bize yazmak yerine veya bize ek olarak oradaki temsilcimize başvurabilirsiniz; denetim makamları da temsilcimize başvurabilir.',
    },
    transfers: (safeguard: string, email: ReactNode) => (
      <>
        Yurt dışına aktarım, KVKK’nın 9. maddesi uyarınca iki koşula birlikte dayanır: aktarılan verinin işlenmesi için{' '}
        <a href="#hukuki-sebepler">Hukuki Sebepler</a> bölümündeki tabloda o faaliyet için yazan hukuki sebep ve, sağlayıcılarımızın bulunduğu ülkeler
        hakkında yeterlilik kararı bulunmadığından, uygun güvence olarak {safeguard}. Avrupa Ekonomik Alanı veya Birleşik Krallık dışına yapılan
        aktarımlarda ise sağlayıcılarımızın veri işleme şartlarında yer alan Avrupa Komisyonu Standart Sözleşme Maddeleri ile Birleşik Krallık’ın bunlara
        ek metni ve, sağlayıcı bu çerçeve kapsamında sertifikalıysa, AB-ABD Veri Gizliliği Çerçevesi uygulanır. Bu güvencelerin bir örneğini {email}{' '}
        adresine yazarak ücretsiz olarak isteyebilirsiniz. Standart Sözleşme Maddeleri{' '}
        <a href="https://eur-lex.europa.eu/eli/dec_impl/2021/914/oj">Avrupa Komisyonu tarafından da yayımlanmıştır</a>.
      </>
    ),
  },
};

/** The rights of Article 11 of the Turkish Personal Data Protection Law (KVKK, Law No. 6698). */
export const KVKK_RIGHTS: Record<Language, readonly string[]> = {
  en: [
    'to learn whether your personal data is processed;',
    'to request information about the processing if it is;',
    'to learn the purpose of the processing and whether your data is used for that purpose;',
    'to know the third parties in Türkiye or abroad to whom your data is transferred;',
    'to ask for your data to be corrected if it is incomplete or inaccurate;',
    'to ask for your data to be erased or destroyed under the conditions of Article 7 of the KVKK;',
    'to ask that a correction, erasure or destruction be notified to the third parties to whom your data was transferred;',
    'to object to a result against you that arises from analysis of your data exclusively by automated systems; and',
    'to claim compensation if you suffer damage because your data was processed unlawfully.',
  ],
  tr: [
    'kişisel verilerinizin işlenip işlenmediğini öğrenme,',
    'kişisel verileriniz işlenmişse buna ilişkin bilgi talep etme,',
    'kişisel verilerinizin işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,',
    'yurt içinde veya yurt dışında kişisel verilerinizin aktarıldığı üçüncü kişileri bilme,',
    'kişisel verilerinizin eksik veya yanlış işlenmiş olması hâlinde bunların düzeltilmesini isteme,',
    'KVKK’nın 7. maddesinde öngörülen şartlar çerçevesinde kişisel verilerinizin silinmesini veya yok edilmesini isteme,',
    'düzeltme, silme veya yok etme işlemlerinin kişisel verilerinizin aktarıldığı üçüncü kişilere bildirilmesini isteme,',
    'işlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,',
    'kişisel verilerinizin kanuna aykırı olarak işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.',
  ],
};

function retentionOf(record: LegalRecord, of: string) {
  if (!(RETENTION_CATEGORIES as readonly string[]).includes(of)) throw new Error(`<Retention of="${of}">: no such category`);
  const entry = record.retention[of as RetentionCategory];
  if (!entry) throw new Error(`<Retention of="${of}">: content/apps/${record.app}/legal.ts has no retention for "${of}"`);
  return entry.value;
}

function processorsOf(record: LegalRecord, kind?: string) {
  if (kind && !(PROCESSOR_KINDS as readonly string[]).includes(kind)) throw new Error(`<Processors kind="${kind}">: no such kind`);
  const list = record.processors.map((fact) => fact.value).filter((processor) => !kind || processor.kind === kind);
  if (!list.length) throw new Error(`content/apps/${record.app}/legal.ts has no processor of kind "${kind}"`);
  return list;
}

/** The owner's postal address, in the city and country of content/site.ts. */
export function postalAddress(): string {
  const address = site.owner.address.value;
  return `${address.street}, ${address.postalCode} ${address.district}/${site.owner.city}, ${site.owner.country}`;
}

/** The courts of every dispute clause: those of the owner's city. */
export function courts(language: Language): string {
  return courtsPhrase(site.owner.city, language);
}

/** The governing-law sentence of terms or EULA, and the consumer's own courts and bodies: the one clause <Disputes /> prints. */
export function disputeClause(record: LegalRecord, document: 'terms-and-conditions' | 'eula', language: Language): [string, string] {
  const text = TEXT[language];
  return [text.disputes[document](record.governingLaw.value.law, courts(language)), text.consumers];
}

/** Turkish letters inside English text (a KVKK point such as "(ç)") are read in Turkish. */
function marked(label: string, language: Language): ReactNode {
  if (language === 'tr') return label;
  return label.split(/([çğışöüÇĞİŞÖÜ]+)/).map((part, index) => (index % 2 ? <span key={index} lang="tr">{part}</span> : part));
}

/**
 * The components the legal texts use. Every name, address, period, provider,
 * age, date and liability rule comes from content/site.ts or the app's record
 * in content/apps/<app>/legal.ts, so a fact is changed in one place.
 */
export function documentComponents(app: App, document?: string): MDXComponents {
  const record = legalRecord(app.slug);
  const language = app.language;
  const text = TEXT[language];
  const limit = record.deletion.timeLimit.value;

  return {
    Owner: () => <>{site.owner.name}</>,
    OwnerLocation: () => (
      <>
        {site.owner.city}, {site.owner.country}
      </>
    ),
    /** The owner's full postal address, for notices (Apple's minimum EULA terms, KVKK). */
    OwnerAddress: () => <span lang="tr">{postalAddress()}</span>,
    SupportEmail: () => <a href={`mailto:${app.supportEmail}`}>{app.supportEmail}</a>,
    /** "one (1) month": the bare period of one kind of data. */
    RetentionPeriod: ({ of }: { of: string }) => {
      const retention = retentionOf(record, of);
      if (retention.period === 'while-active') throw new Error(`<RetentionPeriod of="${of}">: kept while the account exists; use <Retention>`);
      return <>{formatPeriod(retention.period, language)}</>;
    },
    /** "for fourteen (14) months from when it is collected": completes "… is kept". */
    Retention: ({ of }: { of: string }) => <>{retentionPhrase(retentionOf(record, of), limit, language)}</>,
    /** Every kind of data with how long it is kept. */
    RetentionTable: () => (
      <FactTable>
        <thead>
          <tr>
            <th scope="col">{text.data}</th>
            <th scope="col">{text.kept}</th>
          </tr>
        </thead>
        <tbody>
          {RETENTION_CATEGORIES.flatMap((category) => {
            const entry = record.retention[category];
            if (!entry) return [];
            return [
              <tr key={category}>
                <td>{entry.value.data}</td>
                <td>{retentionPhrase(entry.value, limit, language)}</td>
              </tr>,
            ];
          })}
        </tbody>
      </FactTable>
    ),
    /**
     * The retention summary: the deletion time limit, then every kind of data
     * kept longer, from the same entries as the table, so a summary cannot
     * promise less than the table.
     */
    RetentionSummary: () => {
      const longer = keptLonger(record);
      if (!longer.length) throw new Error(`<RetentionSummary />: content/apps/${record.app}/legal.ts keeps nothing longer than the deletion time limit; say so in words`);
      return (
        <>
          <p>
            <strong>{text.summary(formatPeriod(limit, language))}</strong>
          </p>
          <ul>
            {longer.map((retention) => (
              <li key={retention.data}>{keptItem(retention, limit, language, false)}</li>
            ))}
          </ul>
        </>
      );
    },
    /** What outlives an account deletion, with periods and reasons: the list of the deletion page. */
    KeptAfterDeletion: () => (
      <ul>
        {keptAfterDeletion(record, language).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
    /** What a deletion erases: the record's list, the one the deletion page shows. */
    DeletedOnDeletion: () => (
      <ul>
        {record.deletion.deleted.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
    /** How a permission the app asks for is withdrawn in the app (GDPR Art. 7(3): as easy as giving it). */
    WithdrawConsent: ({ of }: { of: string }) => {
      const consent = record.consents.find((entry) => entry.value.of === of);
      if (!consent) throw new Error(`<WithdrawConsent of="${of}">: content/apps/${record.app}/legal.ts has no consent "${of}"`);
      const deleted = consent.value.deletedOnWithdrawal;
      return (
        <>
          {text.withdraw(<strong>{consent.value.withdrawInApp.join(text.separator)}</strong>)}
          {deleted ? ` ${text.deletedOnWithdrawal(deleted.data, formatPeriod(limit, language), deleted.law)}` : null}
        </>
      );
    },
    /** The deletion time limit: "thirty (30) days". */
    DeletionDeadline: () => <>{formatPeriod(limit, language)}</>,
    /** Where deletion is in the app: "Settings › Account › Delete account". */
    InAppDeletion: () => <strong>{record.deletion.inApp.value.join(text.separator)}</strong>,
    /** The processors, optionally of one kind: each with what it does, where, and its own privacy policy. */
    Processors: ({ kind }: { kind?: string }) => (
      <ul>
        {processorsOf(record, kind).map((processor) => (
          <li key={processor.name}>
            <strong>{processor.name}</strong> ({processor.region}): {processor.purpose}{' '}
            <a href={processor.policyUrl}>{text.policyLink(processor.name)}</a>
          </li>
        ))}
      </ul>
    ),
    /** The names of the processors of one kind, joined: "OpenAI and Google (Gemini API)". */
    ProcessorNames: ({ kind }: { kind?: string }) => <>{joinNames(processorsOf(record, kind).map((processor) => processor.name), language)}</>,
    MinimumAge: () => <>{record.minimumAge.value}</>,
    /** The app's one liability rule, as a sentence; `block` when it stands alone on its line (MDX then wraps no paragraph around it). */
    LiabilityCap: ({ block }: { block?: boolean }) => sentence(liabilitySentence(record.liability.value, language, app.name), block),
    /** What the liability limits never reach: the record's one list, the same words in terms and EULA. */
    LiabilityCarveOuts: ({ block }: { block?: boolean }) => sentence(carveOutSentence(record.liability.value, language), block),
    /**
     * The dispute clause of terms and EULA: the governing law, the courts of the owner's city, and
     * the consumer's own courts and arbitration bodies, the same words in both documents.
     */
    Disputes: () => {
      if (document !== 'terms-and-conditions' && document !== 'eula') throw new Error(`<Disputes />: only terms and EULA have a dispute clause (${app.slug}/${document ?? '?'})`);
      const [governing, consumers] = disputeClause(record, document, language);
      return (
        <>
          <p>{governing}</p>
          <p>{consumers}</p>
        </>
      );
    },
    /** The legal basis of each processing, from the record: the one place a policy states one. */
    LegalBases: () => {
      const labels = BASIS_LABELS[language];
      const columns = language === 'en' ? (['gdpr', 'kvkk'] as const) : (['kvkk', 'gdpr'] as const);
      return (
        <FactTable>
          <thead>
            <tr>
              <th scope="col">{text.bases.activity}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {text.bases[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {record.lawfulBases.map((entry) => (
              <tr key={entry.of}>
                <td>{entry.activity}</td>
                {columns.map((column) => (
                  <td key={column}>{marked(labels[entry.basis][column], language)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </FactTable>
      );
    },
    /** How transfers abroad are protected, and how to get a copy of the safeguards (GDPR Art. 13(1)(f)). */
    TransferSafeguards: () => (
      <p>{text.transfers(TRANSFERS.kvkkSafeguard.value[language], <a href={`mailto:${app.supportEmail}`}>{app.supportEmail}</a>)}</p>
    ),
    /** The owner's representatives in the EU and the UK (GDPR and UK GDPR Art. 27). */
    Representatives: () => {
      const labels = text.representatives;
      const { eu, uk } = site.owner.representatives;
      const item = (label: string, law: string, representative: typeof eu.value | typeof uk.value) => (
        <li>
          <strong>{label}</strong> ({law}): <span lang={representative.language}>{representative.name}, {representative.address}</span>,{' '}
          <a href={`mailto:${representative.email}`}>{representative.email}</a>
        </li>
      );
      return (
        <>
          <ul>
            {item(labels.eu, labels.euLaw, eu.value)}
            {item(labels.uk, labels.ukLaw, uk.value)}
          </ul>
          <p>{labels.contact}</p>
        </>
      );
    },
    /** How someone who can no longer open the app deletes the account. */
    DeletionWithoutApp: ({ block }: { block?: boolean }) => sentence(record.deletion.withoutApp.value, block),
    /** A fact of the record's `extra` map. */
    Fact: ({ of }: { of: string }) => {
      const fact = record.extra[of];
      if (!fact) throw new Error(`<Fact of="${of}">: content/apps/${record.app}/legal.ts has no extra fact "${of}"`);
      const value = fact.value;
      return <>{typeof value === 'object' ? formatPeriod(value, language) : String(value)}</>;
    },
    /** A period or age set by law (content/legal/shared.ts). */
    Law: ({ of }: { of: string }) => {
      if (!(of in LAW)) throw new Error(`<Law of="${of}">: content/legal/shared.ts has no such law`);
      const value = LAW[of as keyof typeof LAW].value;
      return <>{typeof value === 'object' ? formatPeriod(value, language) : String(value)}</>;
    },
    KvkkRights: () => (
      <ol type="a">
        {KVKK_RIGHTS[language].map((right) => (
          <li key={right}>{right}</li>
        ))}
      </ol>
    ),
    EffectiveDate: () => <time dateTime={record.effectiveDate.value}>{formatDate(record.effectiveDate.value, language)}</time>,
    ChangeLog: () => (
      <FactTable>
        <thead>
          <tr>
            <th scope="col">{text.date}</th>
            <th scope="col">{text.change}</th>
          </tr>
        </thead>
        <tbody>
          {record.changeLog.map(({ value }) => (
            <tr key={`${value.date}-${value.change}`}>
              <td>
                <time dateTime={value.date}>{formatDate(value.date, language)}</time>
              </td>
              <td>{value.change}</td>
            </tr>
          ))}
        </tbody>
      </FactTable>
    ),
  };
}

/** A sentence inside a paragraph of its own, or within the paragraph around it. */
function sentence(text: string, block?: boolean) {
  return block ? <p>{text}</p> : <>{text}</>;
}

/** A table that fits a phone: long links in its cells wrap, and a table wider than the text scrolls on its own. */
function FactTable({ children }: { children: ReactNode }) {
  return (
    <div className="w-0 min-w-full overflow-x-auto [&_a]:wrap-anywhere">
      <table>{children}</table>
    </div>
  );
}
