import { GithubIcon, LinkedinIcon, MailIcon } from '@/components/icons';
import { site } from '@/content/site';
import { appIn, apps } from '@/lib/content/apps';
import { jobTitle, ownerPlace } from '@/lib/content/site';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';
import { fill } from '@/lib/i18n/localized';
import { footerPagesIn } from '@/lib/navigation';
import { linkTo } from '@/lib/routes';

const socialLinkClass =
  'inline-flex items-center gap-2 rounded-md px-2 py-1 text-slate-600 hover:text-indigo-700 dark:text-slate-300 dark:hover:text-indigo-300';

/** The footer, in the page's language: the owner, the apps' pages and the site's legal pages in that language. */
export function Footer({ language = 'en' }: { language?: Language }) {
  const words = textsIn(language).layout;
  const listedApps = apps.filter((app) => app.hasLanding);
  return (
    <footer className="no-print border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:items-start">
        <div className="space-y-3">
          <p className="font-semibold text-slate-900 dark:text-white">
            © {site.footerYear.value} {site.owner.name}
          </p>
          <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{fill(words.footerLine, { jobTitle: jobTitle[language], place: ownerPlace() })}</p>
          <ul className="-ml-2 flex flex-wrap gap-1 text-sm">
            <li>
              <a href={site.social.github.value} className={socialLinkClass} rel="me noopener noreferrer" target="_blank">
                <GithubIcon /> GitHub
              </a>
            </li>
            <li>
              <a href={site.social.linkedin.value} className={socialLinkClass} rel="me noopener noreferrer" target="_blank">
                <LinkedinIcon /> LinkedIn
              </a>
            </li>
            <li>
              <a href={`mailto:${site.email}`} className={socialLinkClass}>
                <MailIcon /> {site.email}
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={words.footerNavigation} className="text-sm">
          <p className="mb-2 font-semibold text-slate-900 dark:text-white">{words.footerApps}</p>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3 md:grid-cols-2">
            {listedApps.map((app) => (
              <li key={app.slug}>
                <a
                  {...linkTo(`/${app.slug}`, language)}
                  lang={app.language === language ? undefined : app.language}
                  className="inline-block py-1 text-slate-600 hover:text-indigo-700 dark:text-slate-300 dark:hover:text-indigo-300"
                >
                  {appIn(app, language).name}
                </a>
              </li>
            ))}
            {footerPagesIn(language).map((page) => (
              <li key={page.href}>
                <a href={page.href} className="inline-block py-1 text-slate-600 hover:text-indigo-700 dark:text-slate-300 dark:hover:text-indigo-300">
                  {page.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
