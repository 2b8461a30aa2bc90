import type { ReactNode } from 'react';
import type { App } from '@/lib/content/apps';
import type { LegalRecord } from '@/lib/legal/facts';
import { type DeletionRoute, deletionRoutes } from '@/lib/legal/deletion';

type Language = App['language'];

/** Words marked with their language when it is not the text's. */
const Words = ({ children, lang }: { children: ReactNode; lang?: string }) => <strong lang={lang}>{children}</strong>;

/** Items joined as a reader of the language joins them: "A and B" / "A ve B". */
function joined(items: ReactNode[], language: Language): ReactNode {
  const parts = new Intl.ListFormat(language === 'en' ? 'en-GB' : 'tr-TR', { style: 'long', type: 'conjunction' }).formatToParts(items.map((_item, index) => String(index)));
  return <>{parts.map((part, index) => (part.type === 'element' ? <span key={index}>{items[Number(part.value)]}</span> : part.value))}</>;
}

/**
 * How each way of deleting reads, in each language of the documents. `formWords` is the language
 * of the words the route quotes, when it is not the text's: a form's label and button are the
 * product's English words, in a Turkish text too (lib/legal/consistency.test.ts marks them); the
 * menu path and the request's e-mail are in the app's language, as its deletion page writes the
 * e-mail (English in an English app's Turkish notice, Turkish in a Turkish app's policy).
 */
const ROUTE_WORDS: Record<Language, (route: DeletionRoute, app: App, email: ReactNode, formWords?: string) => ReactNode> = {
  en: (route, app, email, formWords) => {
    switch (route.way) {
      case 'in-app':
        return (
          <>
            <strong>In the app:</strong> open <Words lang={formWords}>{route.path.join(' › ')}</Words> and confirm.
          </>
        );
      case 'form':
        return (
          <>
            <strong>On the web:</strong> open the <a href={route.page}>{app.name} account deletion page</a>, fill in{' '}
            {joined(route.fields.map((field) => <Words key={field} lang={formWords}>{field}</Words>), 'en')} and select <Words lang={formWords}>{route.button}</Words>.
          </>
        );
      case 'request':
        return (
          <>
            <strong>By e-mail:</strong> the <a href={route.page}>{app.name} account deletion page</a> writes the request for you, with the subject “
            <span lang={formWords}>{route.subject}</span>”, and lists what is deleted and what is kept;{' '}
            {route.complete.length ? <>complete {joined(route.complete.map((line) => <span key={line}>“<span lang={formWords}>{line}</span>”</span>), 'en')} and </> : null}send it to {email}.
          </>
        );
      case 'without-page':
        return (
          <>
            <strong>By e-mail,</strong> if you cannot use the deletion page or can no longer open the app, as the next paragraph explains.
          </>
        );
    }
  },
  tr: (route, app, email, formWords) => {
    switch (route.way) {
      case 'in-app':
        return (
          <>
            <strong>Uygulamada:</strong> <Words lang={formWords}>{route.path.join(' › ')}</Words> adımlarını izleyin ve işlemi onaylayın.
          </>
        );
      case 'form':
        return (
          <>
            <strong>Web’de:</strong> <a href={route.page}>{app.name} hesap silme sayfasını</a> açın,{' '}
            {joined(route.fields.map((field) => <Words key={field} lang={formWords}>{field}</Words>), 'tr')} {route.fields.length > 1 ? 'alanlarını' : 'alanını'} doldurun ve{' '}
            <Words lang={formWords}>{route.button}</Words> düğmesine basın.
          </>
        );
      case 'request':
        return (
          <>
            <strong>E-postayla:</strong> <a href={route.page}>{app.name} hesap silme sayfası</a> talebinizi “<span lang={formWords}>{route.subject}</span>” konusuyla sizin için
            yazar ve neyin silinip neyin saklandığını gösterir;{' '}
            {route.complete.length ? <>{joined(route.complete.map((line) => <span key={line}>“<span lang={formWords}>{line}</span>”</span>), 'tr')} satırını doldurup </> : null}
            talebi {email} adresine gönderin.
          </>
        );
      case 'without-page':
        return (
          <>
            <strong>E-postayla:</strong> silme sayfasını kullanamıyorsanız veya uygulamayı artık açamıyorsanız, bir sonraki paragrafta açıklandığı gibi.
          </>
        );
    }
  },
};

/**
 * The ways to delete, as a list: inside the app, then the deletion page as the app's entry has
 * it (its form, or the e-mail request it writes), then by e-mail without the page. A policy
 * prints it in its deletion section, followed by <DeletionWithoutApp block />.
 */
export function DeletionRoutesList({ app, record, language }: { app: App; record: LegalRecord; language: Language }) {
  const email = <a href={`mailto:${app.supportEmail}`}>{app.supportEmail}</a>;
  // The form's words are English in every app (the product's words), so a Turkish text marks them;
  // the app's own words (its menus, the e-mail its deletion page writes) are in the app's language.
  const formWords = language === 'tr' ? 'en' : undefined;
  const appWords = app.language === language ? undefined : app.language;
  return (
    <ul>
      {deletionRoutes(app, record).map((route) => (
        <li key={route.way}>{ROUTE_WORDS[language](route, app, email, route.way === 'form' ? formWords : appWords)}</li>
      ))}
    </ul>
  );
}
