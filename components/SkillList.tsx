type Skill = { readonly name: string; readonly detail: string };

export function SkillList({ title, skills }: { title: string; skills: readonly Skill[] }) {
  return (
    <section aria-labelledby={`${slug(title)}-heading`} className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <h3 id={`${slug(title)}-heading`} className="text-lg font-bold text-slate-900 dark:text-white">
        {title}
      </h3>
      <ul className="mt-4 space-y-3">
        {skills.map((skill) => (
          <li key={skill.name} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-indigo-500" />
            <span>
              <span className="font-semibold text-slate-900 dark:text-white">{skill.name}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-400">{skill.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
