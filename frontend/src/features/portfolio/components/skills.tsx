import type { Skill } from '@portfolio/contract';
import { useLocale } from '@/lib/locale';
import { Section } from './section';

export function Skills({ skills }: { skills: Skill[] }) {
  const { words } = useLocale();
  return (
    <Section id="skills" eyebrow={words.skills} title={words.skillsTitle}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {skills.map((skill, index) => (
          <li
            key={`${index}-${skill.name}`}
            className="group flex items-center gap-3 rounded-xl border border-white/10 bg-white/[0.03] px-4 py-3.5 text-sm font-medium text-zinc-200 transition-colors hover:border-emerald-400/40 hover:bg-emerald-400/[0.06]"
          >
            <span
              aria-hidden="true"
              className="size-1.5 shrink-0 rounded-full bg-emerald-400/60 transition-colors group-hover:bg-emerald-300"
            />
            <span className="min-w-0 break-words">{skill.name}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
