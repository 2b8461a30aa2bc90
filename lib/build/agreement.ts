import { readFileSync } from 'node:fs';
import matter from 'gray-matter';
import { type App, apps, deletionPage, INFORMATION_NOTICE } from '@/lib/content/apps';
import { legalFile } from '@/lib/legal/documents';
import type { LegalRecord } from '@/lib/legal/facts';
import { DELETION_HEADINGS } from '@/lib/legal/deletion';
import { claimProblems } from './claims';
import { providerVocabulary, typedFactProblems } from './typed-facts';
import { appFolders } from '@/content/apps';
import { legalRecords } from '@/lib/legal/records';
import { hasAccounts, legalRecord } from '@/lib/legal/records';
import { RETENTION_CATEGORIES } from '@/lib/legal/facts';
import { formatPeriod, keptLonger } from '@/lib/legal/wording';
import { otherLanguage } from '@/lib/i18n/languages';

export { hasAccounts };

/**
 * Whether an app's texts agree with what its entry and its record say it is:
 * an app whose users have accounts has a deletion page (Google Play asks every
 * such app for a web page where deletion can be requested) that its privacy
 * policy prints the ways to (<DeletionRoutes />, under the heading of
 * DELETION_HEADINGS), none of its texts says it has no account, and none
 * describes a way through the deletion page (a form, an e-mail request) that
 * its entry does not have; an app without accounts has no page that deletes one; no sentence says the
 * app does not collect what its inventory lists, or names recipients its record does not have
 * (./claims.ts); and its policy names every kind of data kept longer than the deletion limit
 * (keptLongerProblems). `npm run docs`, the build (scripts/check-content.ts, then
 * scripts/post-export.ts) and `npm run new-app` stop on a disagreement.
 */

/** Sentences that deny an account, in English and Turkish. */
const NO_ACCOUNT = [
  /\b(has|have) no accounts?\b/i,
  /\bthere (is|are) no accounts?\b/i,
  /\bno account (is|are) (created|needed|required)\b/i,
  /\bdoes not require (registration|an account|you to register)\b/i,
  /\bwithout (creating |having )?(an |any )?account\b/i,
  /hesap (gerektirmez|gerektirmediğinden|yoktur|bulunmaz|oluşturulmaz)/iu,
  /hesap oluşturmanız[^.]*gerekmez/iu,
];

/**
 * Sentences that describe a way of deleting through the deletion page, by hand: the page writing
 * a request by e-mail (`deletionRequest`), or deleting through the app's form. A policy prints
 * the ways from the entry (<DeletionRoutes />); one written by hand goes stale when the entry
 * changes, so each is refused where the entry does not have that way.
 */
const ROUTE_BY_HAND = {
  request: [/\bwrites the (deletion )?request for you\b/i, /\bsend it from the e-mail address\b/i, /\btalebi(nizi)? sizin için yazar/iu, /\be-posta adresinden gönderin\b/iu],
  form: [/\b(enter|type|paste|fill in)\b[^.]*\b(on|into|in) the (form|[\w ]*deletion page)\b/i, /\bforma yazın\b/iu, /formdaki [^.]*alan/iu],
} as const;

/** A policy's section under a level-2 heading, up to the next. */
function section(text: string, heading: string): string | undefined {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.trim() === `## ${heading}`);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** A document's text as written, front matter left out. */
function readDocument(app: App, document: string): string {
  return matter(readFileSync(legalFile(app.slug, document), 'utf8')).content;
}

/** What an app's texts say against its entry and record, one line each naming the file; nothing when they agree. */
export function agreementProblems(app: App, record: LegalRecord = legalRecord(app.slug), read: (document: string) => string = (document) => readDocument(app, document)): string[] {
  const problems: string[] = [];
  const entry = `content/apps/${app.slug}/app.ts`;
  const recordFile = `content/apps/${app.slug}/legal.ts`;
  const page = deletionPage(app);
  // What a form asks for is data the app collects: each field is carried by a type of the inventory, which the Data safety summary prints.
  const carried = record.inventory.value.types.flatMap((type) => type.fields);
  for (const form of app.forms) {
    for (const field of form.fields) {
      const count = carried.filter((name) => name === field.name).length;
      if (count !== 1) {
        problems.push(
          `${entry}: the form of ${form.page.path} asks for "${field.name}" (${field.label}), which ${count ? `${count} types` : 'no type'} of "inventory.types" in ${recordFile} carry: list it under "fields" of the one type it is`,
        );
      }
    }
  }
  for (const name of new Set(carried)) {
    if (!app.forms.some((form) => form.fields.some((field) => field.name === name))) problems.push(`${recordFile}: "inventory.types" names the form field "${name}", which no form of ${entry} asks for`);
  }
  // Every text of a document: its own, and its version in the other language where the entry declares one (<document>.<language>, lib/build/translations.ts).
  const texts = [...app.documents.map((document) => document.slug), ...app.documents.filter((document) => document.translated).map((document) => `${document.slug}.${otherLanguage(app.language)}`)];
  // What a document says the app does not collect, and whom it names as recipients, is what the record says (./claims.ts).
  for (const document of texts) problems.push(...claimProblems(record, legalFile(app.slug, document), read(document), recordFile, app.name));
  // A contract published in both languages says in each which version prevails; one in a single language has no such clause.
  for (const document of app.documents.filter(({ slug }) => slug === 'terms-and-conditions' || slug === 'eula')) {
    const versions = document.translated ? [document.slug, `${document.slug}.${otherLanguage(app.language)}`] : [document.slug];
    for (const version of versions) {
      const says = read(version).includes('<LanguageVersions />');
      if (document.translated && !says) {
        problems.push(`${legalFile(app.slug, version)} is published in both languages (${entry}: "translated"), and does not say which version prevails: write <LanguageVersions /> in it (docs/OWNER-GUIDE.md, "A document in the other language")`);
      }
      if (!document.translated && says) problems.push(`${legalFile(app.slug, version)} prints <LanguageVersions />, but ${entry} publishes it in one language only: take the clause out, or declare its version in the other language ("translated")`);
    }
  }
  if (!hasAccounts(record)) {
    if (page) problems.push(`${entry}: ${page.path} deletes an account, but ${recordFile} keeps no account data ("retention.account"): give the record the account, or remove the page`);
    return problems;
  }
  if (!page) {
    problems.push(
      `${recordFile} keeps account data ("retention.account"), but ${entry} has no deletion page: give it an "account-deletion" form, or a "deletionRequest" (a request by e-mail) until its backend can delete`,
    );
  } else {
    const heading = DELETION_HEADINGS[app.language].account;
    const deletion = section(read('privacy-policy'), heading);
    if (!deletion?.includes('<DeletionRoutes />')) {
      problems.push(
        `${legalFile(app.slug, 'privacy-policy')} does not print the ways to delete the account under “## ${heading}”: write <DeletionRoutes /> there, which links the deletion page ${page.path} and says what it does from ${entry}`,
      );
    }
  }
  for (const document of texts) {
    const text = read(document);
    for (const [way, patterns] of Object.entries(ROUTE_BY_HAND)) {
      if (page?.[way as keyof typeof ROUTE_BY_HAND]) continue;
      const has = page?.form ? 'a deletion form' : page?.request ? 'a deletion request by e-mail' : 'no deletion page';
      for (const pattern of patterns) {
        const found = pattern.exec(text);
        if (found) problems.push(`${legalFile(app.slug, document)} says “${found[0]}”, but ${entry} has ${has}, not ${way === 'form' ? 'a deletion form' : 'a deletion request by e-mail'}: print the ways to delete with <DeletionRoutes />`);
      }
    }
    for (const pattern of NO_ACCOUNT) {
      const found = pattern.exec(text);
      if (found) problems.push(`${legalFile(app.slug, document)} says “${found[0]}”, but ${recordFile} keeps account data: say what the account is, or take the account out of the record`);
    }
  }
  return problems;
}

/**
 * A policy names every kind of data kept longer than the deletion time limit, so that its summary of
 * how long data is kept never promises less than the retention table: each with <KeptItem of="…" />
 * (or all at once with <RetentionSummary />), or, for what outlives a deletion, in
 * <KeptAfterDeletion />, which prints the same words with the reason.
 */
export function keptLongerProblems(app: Pick<App, 'slug' | 'documents'>, record: LegalRecord, read: (document: string) => string): string[] {
  if (!app.documents.some((document) => document.slug === 'privacy-policy')) return [];
  const policy = read('privacy-policy');
  if (policy.includes('<RetentionSummary />')) return [];
  const longer = new Set(keptLonger(record));
  const limit = formatPeriod(record.deletion.timeLimit.value, 'en');
  return RETENTION_CATEGORIES.flatMap((key) => {
    const entry = record.retention[key]?.value;
    if (!entry || !longer.has(entry)) return [];
    if (policy.includes(`<KeptItem of="${key}" />`) || (entry.afterDeletion === 'kept' && policy.includes('<KeptAfterDeletion />'))) return [];
    return [
      `${legalFile(app.slug, 'privacy-policy')}: “${entry.data}” ("retention.${key}" of content/apps/${app.slug}/legal.ts) is kept longer than the deletion time limit (${limit}), and the policy does not say so: write <KeptItem of="${key}" /> in the list of what is kept, or <RetentionSummary />, which lists every such entry`,
    ];
  });
}

/**
 * The facts typed by hand into every app's documents and its record's texts (./typed-facts.ts): a
 * provider's name or a period the record should print. A document's version in the other language
 * is read as the document is, and an English app's Turkish information notice, one file for every
 * English app, with each.
 */
export function allTypedFactProblems(): string[] {
  const vocabulary = providerVocabulary(legalRecords);
  const file = (path: string) => ({ file: path, text: readFileSync(path, 'utf8') });
  const problems = apps.flatMap((app) => {
    const written = appFolders.find((folder) => folder.app.slug === app.slug)?.legal;
    // Each document, its version in the other language where the entry declares one, and an English app's Turkish notice.
    const translations = app.documents.filter((document) => document.translated).map(({ slug: document }) => file(legalFile(app.slug, document, otherLanguage(app.language))));
    const documents = [...app.documents.map(({ slug: document }) => file(legalFile(app.slug, document))), ...translations, ...(app.language === 'en' ? [file(INFORMATION_NOTICE.file)] : [])];
    return typedFactProblems(app.slug, written, legalRecord(app.slug), documents, vocabulary);
  });
  return [...new Set(problems)];
}

/** Every disagreement of every app. */
export function allAgreementProblems(): string[] {
  return [...apps.flatMap((app) => [...agreementProblems(app), ...keptLongerProblems(app, legalRecord(app.slug), (document) => readDocument(app, document))]), ...allTypedFactProblems()];
}
