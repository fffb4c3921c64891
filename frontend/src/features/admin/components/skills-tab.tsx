import { limitOf, type Skill } from '@portfolio/contract';
import { Input } from '@/components/ui/input';
import { newSkill } from '../lib/new-items';
import { fieldId, type FieldErrors } from '../lib/validate-portfolio';
import { FieldError } from './field';
import { ItemList } from './item-list';

/** The "Skills" tab: one text input per skill with a delete button, plus 'Add Skill'. */
export function SkillsTab({
  skills,
  onChange,
  errors,
}: {
  skills: Skill[];
  onChange: (skills: Skill[]) => void;
  errors: FieldErrors;
}) {
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
      renderItem={(_, { number, field, controls }) => {
        const { path, value, onChange: change, error } = field('name');
        const id = fieldId(path);
        return (
          <>
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
          </>
        );
      }}
    />
  );
}
