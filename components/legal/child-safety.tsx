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
      'A report to a body outside Türkiye rests on no contract with it, and no adequacy decision covers its country: it is an occasional transfer, and each person’s data in it rests on a ground of its own. What it carries of the account that shared the material (the material, the profile ID, device data and connection data) is transferred because that is necessary for an overriding public interest, the protection of children from sexual abuse and the prosecution of it (KVKK Art. 9(6)({tr:ç}); GDPR Art. 49(1)(d), important reasons of public interest). The personal data of a child the material shows is transferred only to protect the life and physical safety of that child, who cannot give consent (KVKK Art. 9(6)(e); GDPR Art. 49(1)(f)).',
    specialCategories:
      'Special categories of data. What users share may reveal special categories of personal data, such as data about health, sex life or sexual orientation, or religion, or data about criminal offences, as child sexual abuse material does. Moderation does not look for them, and processes them only as far as checking, reviewing and reporting the content needs: under the KVKK, where that is necessary to protect the life or physical safety of a child or another person who cannot give consent (Art. 6(3)(c)), where a law expressly provides for a report to the authorities (Art. 6(3)(b)), or where it is necessary to establish, exercise or protect a right (Art. 6(3)(d)); under the GDPR, to protect the vital interests of a person who cannot give consent (Art. 9(2)(c)), for reasons of substantial public interest that the law of the Union or of a Member State recognises (Art. 9(2)(g)), or to establish, exercise or defend legal claims (Art. 9(2)(f)).',
  },
  tr: {
    recipients:
      'Çocukların cinsel istismarı içeriğini tespit ettiğimizde onu, paylaşan hesabın profil kimliği, cihaz verileri ve bağlantı verileriyle birlikte aşağıdaki kuruluşlara ve biliyorsak kullanıcının ülkesinin yetkili makamlarına bildiririz:',
    abroad:
      'Türkiye dışındaki bir kuruluşa yapılan bildirim, o kuruluşla yapılmış bir sözleşmeye dayanmaz ve kuruluşun bulunduğu ülke hakkında yeterlilik kararı yoktur: bu, arızi bir aktarımdır ve içindeki her kişinin verisi kendi şartına dayanır. İçeriği paylaşan hesaba ait veriler (içerik, profil kimliği, cihaz verileri ve bağlantı verileri), aktarım çocukların cinsel istismardan korunması ve bu suçların kovuşturulması gibi üstün bir kamu yararı için zorunlu olduğundan aktarılır (KVKK m. 9/6-ç; GDPR m. 49/1-d, kamu yararına ilişkin önemli sebepler). İçerikte görülen bir çocuğa ait kişisel veriler ise yalnızca, rızasını açıklayamayacak durumdaki o çocuğun hayatının ve beden bütünlüğünün korunması için aktarılır (KVKK m. 9/6-e; GDPR m. 49/1-f).',
    specialCategories:
      'Özel nitelikli kişisel veriler. Kullanıcıların paylaştıkları içerik; sağlık, cinsel hayat, din veya ceza mahkûmiyeti ve güvenlik tedbirleriyle ilgili veriler gibi özel nitelikli kişisel verileri ortaya koyabilir; çocukların cinsel istismarı içeriği bunun bir örneğidir. Denetim bu verileri aramaz ve yalnızca içeriğin kontrolü, incelenmesi ve bildirilmesi için gerektiği ölçüde işler: KVKK kapsamında, fiilî imkânsızlık nedeniyle rızasını açıklayamayacak durumdaki bir çocuğun veya başka bir kişinin hayatının ya da beden bütünlüğünün korunması için zorunlu olduğunda (m. 6/3-c), yetkili makamlara bildirim kanunlarda açıkça öngörüldüğünde (m. 6/3-b) veya bir hakkın tesisi, kullanılması ya da korunması için zorunlu olduğunda (m. 6/3-d); GDPR kapsamında ise rızasını veremeyecek durumdaki bir kişinin hayati menfaatlerinin korunması (m. 9/2-c), Birlik veya üye devlet hukukunun tanıdığı önemli bir kamu yararı (m. 9/2-g) ya da hukuki taleplerin tesisi, kullanılması veya savunulması (m. 9/2-f) için.',
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
      const { name, role, email } = standards('ChildSafetyContact').contact.value;
      const address = <a href={`mailto:${email}`}>{email}</a>;
      return sentence(
        language === 'en' ? (
          <>
            <strong>{name}</strong>, {role}, at {address}
          </>
        ) : (
          <>
            <strong>{name}</strong>, {role} (e-posta: {address})
          </>
        ),
        block,
      );
    },
    /** The bodies confirmed child sexual abuse material is reported to, each linked to where it takes reports. */
    ChildSafetyReportTo: () => bodies('ChildSafetyReportTo'),
    /**
     * The ground of the special categories of data that moderation meets in shared content (KVKK Art. 6(3),
     * GDPR Art. 9(2)): printed after the table of legal bases of an app whose record moderates, nothing otherwise.
     */
    ModerationSpecialCategories: () => {
      if (!record.lawfulBases.some((entry) => entry.of === 'moderation')) return null;
      const [label, ...rest] = WORDS[language].specialCategories.split('. ');
      return (
        <p>
          <strong>{label}.</strong> {rest.join('. ')}
        </p>
      );
    },
    /** Who receives a report of child sexual abuse material, for the recipients of a policy or a notice; nothing for an app without one. */
    ChildSafetyRecipients: () =>
      record.childSafety ? (
        <>
          <p>{WORDS[language].recipients}</p>
          {bodies('ChildSafetyRecipients')}
          {record.childSafety.reportTo.value.some((body) => body.region !== ESTABLISHMENT.value.country) ? (
            <p>
              <InlineText text={WORDS[language].abroad} />
            </p>
          ) : null}
        </>
      ) : null,
  };
}
