'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/forms/hydration';
import type { FortuneCategory } from '@/lib/content/fortune';

/**
 * Category buttons and question cards. Every category's cards are in the
 * static HTML; choosing a category only changes which panel is shown. The
 * buttons are disabled until the page's JavaScript runs (a press before then
 * would do nothing); without JavaScript they are hidden and every category is
 * shown under its own heading.
 */
export function FortuneQuestions({ categories }: { categories: FortuneCategory[] }) {
  const [activeId, setActiveId] = useState(categories[0]?.id);
  const hydrated = useHydrated();

  return (
    <div>
      <div role="group" aria-label="Kategoriler" data-noscript-hide="" className="flex flex-wrap justify-center gap-2">
        {categories.map((category) => {
          const active = category.id === activeId;
          return (
            <button
              key={category.id}
              type="button"
              aria-pressed={active}
              aria-controls={`kategori-${category.id}`}
              disabled={!hydrated}
              onClick={() => setActiveId(category.id)}
              // The ring is drawn on the page's dark sky: a light one shows around every button, the yellow one too.
              className={`min-h-11 rounded-full border px-5 py-2 text-sm font-semibold transition-colors focus-visible:outline-amber-100 disabled:cursor-wait ${
                active
                  ? 'border-amber-300 bg-amber-300 text-indigo-950'
                  : 'border-indigo-300/40 bg-indigo-900/40 text-indigo-50 hover:border-amber-200 hover:text-white'
              }`}
            >
              {category.categoryName}
            </button>
          );
        })}
      </div>
      {categories.map((category) => (
        <section
          key={category.id}
          id={`kategori-${category.id}`}
          aria-label={`${category.categoryName} soruları`}
          // A class rather than the hidden attribute, so the no-JavaScript style can show every panel.
          data-noscript-show=""
          className={category.id === activeId ? 'mt-10' : 'mt-10 hidden'}
        >
          <h2 data-noscript-heading="" className="sr-only text-2xl font-bold text-amber-200">
            {category.categoryName}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {category.questions.map((question) => (
              <li
                key={question.text}
                className="flex flex-col justify-between gap-6 rounded-2xl border border-indigo-300/20 bg-white/5 p-6 shadow-lg shadow-indigo-950/30 backdrop-blur"
              >
                <p className="text-lg leading-snug font-medium text-white">{question.text}</p>
                <p className="flex items-baseline gap-2 text-amber-200">
                  <span className="text-sm font-medium">Puan</span>
                  <span className="text-2xl font-bold">{question.point}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
