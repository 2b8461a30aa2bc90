import type { MDXComponents } from 'mdx/types';
import { InlineText } from '@/components/InlineText';
import { sentence } from '@/components/legal/prose';
import type { App } from '@/lib/content/apps';
import type { LegalRecord } from '@/lib/legal/facts';
import { ESTABLISHMENT } from '@/content/legal/shared';

type Language = App['language'];

/** The fixed words around the record's child-safety facts, in each language of the documents. */
const WORDS = {
  en: {
    recipients:
      'When we confirm child sexual abuse material, we report it, with the profile ID, device data and connection data of the account that shared it, to the following bodies, and to the authorities of the user’s country where we know it:',
    abroad:
      'A report to a body outside Türkiye rests on no contract with it: it is a transfer needed to protect the life and physical safety of a child who cannot give consent (KVKK Art. 9(6)(e), GDPR Art. 49(1)(f)), and for important reasons of public interest (GDPR Art. 49(1)(d)).',
  },
  tr: {
    recipients:
      'Çocukların cinsel istismarı içeriğini tespit ettiğimizde onu, paylaşan hesabın profil kimliği, cihaz verileri ve bağlantı verileriyle birlikte aşağıdaki kuruluşlara ve biliyorsak kullanıcının ülkesinin yetkili makamlarına bildiririz:',
    abroad:
      'Türkiye dışındaki bir kuruluşa yapılan bildirim, o kuruluşla yapılmış bir sözleşmeye dayanmaz: rızasını açıklayamayacak durumdaki bir çocuğun hayatının ve beden bütünlüğünün korunması için zorunlu bir aktarımdır (KVKK m. 9/6-e, GDPR m. 49/1-f) ve önemli bir kamu yararı için yapılır (GDPR m. 49/1-d).',
  },
} as const;

/**
 * The components that print an app's child-safety standards (the record's `childSafety`): its
 * named point of contact and the bodies confirmed child sexual abuse material is reported to.
 * `record` is the app's record in the document's language (lib/legal/records.ts, legalRecordIn).
 */
export function childSafetyComponents(app: App, record: LegalRecord, language: Language): MDXComponents {
  const standards = (component: string) => {
    if (!record.childSafety) throw new Error(`<${component} />: content/apps/${app.slug}/legal.ts has no "childSafety"`);
    return record.childSafety;
  };
  const bodies = (component: string) => (
    <ul>
      {standards(component).reportTo.value.map((body) => (
        <li key={body.url}>
          <a href={body.url}>
            <InlineText text={body.name} />
          </a>{' '}
          ({body.region})
        </li>
      ))}
    </ul>
  );
  return {
    /** The child-safety point of contact: the named person, their role and the address that reaches them. */
    ChildSafetyContact: ({ block }: { block?: boolean }) => {
      if (language !== app.language) throw new Error(`<ChildSafetyContact />: content/apps/${app.slug}/legal.ts words the contact’s role in ${app.language} only`);
      const { name, role, email } = standards('ChildSafetyContact').contact.value;
      return sentence(
        <>
          <strong>{name}</strong>, {role}, at <a href={`mailto:${email}`}>{email}</a>
        </>,
        block,
      );
    },
    /** The bodies confirmed child sexual abuse material is reported to, each linked to where it takes reports. */
    ChildSafetyReportTo: () => bodies('ChildSafetyReportTo'),
    /** Who receives a report of child sexual abuse material, for the recipients of a policy or a notice; nothing for an app without one. */
    ChildSafetyRecipients: () =>
      record.childSafety ? (
        <>
          <p>{WORDS[language].recipients}</p>
          {bodies('ChildSafetyRecipients')}
          {record.childSafety.reportTo.value.some((body) => body.region !== ESTABLISHMENT.value.country) ? <p>{WORDS[language].abroad}</p> : null}
        </>
      ) : null,
  };
}
