import type { ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { textsIn } from '@/lib/content/texts';
import type { Language } from '@/lib/i18n/languages';

/**
 * The header's link list. From the md breakpoint up it is a row in the header;
 * on small screens it is a native popover, so it opens, closes, closes on
 * Escape and gives focus back to its toggle with no JavaScript at all.
 * Browsers without popover support show the list under the logo instead of
 * the toggle (globals.css, "Header menu").
 */
export function MobileMenu({ menuId, language = 'en', children }: { menuId: string; language?: Language; children: ReactNode }) {
  const words = textsIn(language).layout;
  return (
    <>
      <button
        type="button"
        popoverTarget={menuId}
        popoverTargetAction="show"
        aria-controls={menuId}
        aria-label={words.openMenu}
        className="menu-toggle ml-auto grid size-11 place-items-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <MenuIcon />
      </button>
      <div id={menuId} popover="auto" className="site-menu">
        <div className="site-menu-bar flex items-center justify-between gap-4 md:hidden">
          <span className="px-3 text-lg font-bold tracking-tight text-slate-900 dark:text-white">{words.menu}</span>
          <button
            type="button"
            popoverTarget={menuId}
            popoverTargetAction="hide"
            aria-label={words.closeMenu}
            // Opening the menu moves focus here, so keyboard and screen reader users start inside it.
            autoFocus
            className="grid size-11 place-items-center rounded-md text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </>
  );
}
