import { limitOf } from '@portfolio/contract';
import { Input } from '@/components/ui/input';
import { newSkill } from '../lists/new-items';
import { fieldId } from '../form/validate-portfolio';
import { Badge } from '@/components/ui/badge';
import { FieldError, FlagField } from '../form/field';
import { ItemList, type ListTabProps } from '../lists/item-list';

/** The "Skills" tab: one text input per skill with a delete button, plus 'Add Skill'. */
export function SkillsTab({ skills, onChange, errors }: ListTabProps<'skills'>) {
  return (
    <ItemList
      path="skills"
      title="Skills"
      shownAs="each a tile under 'Skills & Technologies'"
      noun="skill"
      addLabel="Add Skill"
      emptyText="No skills yet."
      layout="tiles"
      items={skills}
      onChange={onChange}
      errors={errors}
      create={newSkill}
      firstField="name"
      nameOf={(skill) => skill.name}
      renderItem={(skill, { number, field, flag, controls }) => {
        const { path, value, onChange: change, error } = field('name');
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
                onChange={(event) => change(event.target.value)}
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
      }}
    />
  );
}
