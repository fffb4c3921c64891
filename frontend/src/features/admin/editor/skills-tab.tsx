import { limitOf, type Skill } from '@portfolio/contract';
import { Input } from '@/components/ui/input';
import { newSkill } from '../lists/new-items';
import { fieldId } from '../form/validate-portfolio';
import { Badge } from '@/components/ui/badge';
import { FieldError, FlagField } from '../form/field';
import { ItemList, type ItemRow, type ListTabProps } from '../lists/item-list';
import { TranslatedField } from '../translations/translated-field';

/**
 * One skill: its name's input, its controls beside it, and whether it is hidden; in another
 * language than the primary, its name there.
 */
function skillTile(skill: Skill, { number, field, flag, controls, translated, language }: ItemRow<Skill>) {
  if (language.translating) {
    return (
      <TranslatedField
        {...translated('name')}
        language={language}
        label={skill.hidden ? `Skill ${number} (hidden)` : `Skill ${number}`}
      />
    );
  }
  const { path, value, onChange, error } = field('name');
  const id = fieldId(path);
  return (
    <div
      role="group"
      aria-label={skill.hidden ? `Skill ${number} (hidden)` : `Skill ${number}`}
      className={
        skill.hidden ? 'flex flex-col gap-1.5 rounded-xl border border-dashed border-white/25 p-2' : 'contents'
      }
    >
      <div className="flex items-center gap-1.5">
        <Input
          id={id}
          name={path}
          aria-label={`Skill ${number}`}
          value={value}
          maxLength={limitOf('skills.name')}
          placeholder="e.g., TypeScript"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {controls}
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex items-center gap-2">
        <FlagField {...flag('hidden')} label="Hidden" />
        {skill.hidden && <Badge aria-hidden="true">Hidden</Badge>}
      </div>
    </div>
  );
}

/** The "Skills" tab: one text input per skill with a delete button, plus 'Add Skill'. */
export function SkillsTab(tab: ListTabProps<'skills'>) {
  return <ItemList path="skills" layout="tiles" create={newSkill} {...tab} renderItem={skillTile} />;
}
