import type { FortuneCategory } from '@/lib/content/fortune';

const radioId = (category: FortuneCategory) => `kategori-secimi-${category.id}`;
const panelId = (category: FortuneCategory) => `kategori-${category.id}`;

/**
 * Which panel shows: the one whose radio is checked. Category ids are
 * `[a-z0-9-]` (lib/content/fortune.ts), so they are safe in a selector. A
 * browser without `:has()` drops these rules and shows every panel.
 */
export function panelRules(categories: readonly FortuneCategory[]): string {
  return categories.map((category) => `[data-fortune]:has(#${radioId(category)}:not(:checked)) #${panelId(category)}{display:none}`).join('');
}

/**
 * The fortune page's categories and their questions, in HTML and CSS alone:
 * the switch is a group of native radio buttons, drawn as buttons, and CSS
 * shows the chosen category's questions. Every question is in the HTML. The
 * browser gives the switch its keyboard use (Tab into the group, arrow keys
 * between categories), the same with JavaScript off, and keeps the choice
 * when a visitor comes back to the page.
 */
export function FortuneQuestions({ categories, label, pointLabel }: { categories: readonly FortuneCategory[]; label: string; pointLabel: string }) {
  return (
    <div data-fortune="">
      {/* React puts this in the page's <head>. */}
      <style href="fortune-panels" precedence="default">
        {panelRules(categories)}
      </style>
      <div role="radiogroup" aria-label={label} className="flex flex-wrap justify-center gap-2">
        {categories.map((category, index) => (
          <label
            key={category.id}
            // The ring is drawn on the page's dark sky: a light one shows around every button, the yellow one too.
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-indigo-300/40 bg-indigo-900/40 px-5 py-2 text-sm font-semibold text-indigo-50 transition-colors hover:border-amber-200 hover:text-white has-[:checked]:border-amber-300 has-[:checked]:bg-amber-300 has-[:checked]:text-indigo-950 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-amber-100"
          >
            <input type="radio" name="kategori" id={radioId(category)} value={category.id} defaultChecked={index === 0} aria-controls={panelId(category)} className="sr-only" />
            {category.categoryName}
          </label>
        ))}
      </div>
      {categories.map((category) => (
        <section key={category.id} id={panelId(category)} aria-label={`${category.categoryName} soruları`} className="mt-10">
          <h2 className="sr-only">{category.categoryName}</h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {category.questions.map((question) => (
              <li
                key={question.text}
                className="flex flex-col justify-between gap-6 rounded-2xl border border-indigo-300/20 bg-white/5 p-6 shadow-lg shadow-indigo-950/30 backdrop-blur"
              >
                <p className="text-lg leading-snug font-medium text-white">{question.text}</p>
                <p className="flex items-baseline gap-2 text-amber-200">
                  <span className="text-sm font-medium">{pointLabel}</span>
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
