import { limitOf, type Skill } from '@portfolio/contract';
import { Input } from '@/components/ui/input';
import { useListEditor } from '../hooks/use-list-editor';
import { newSkill } from '../lib/new-items';
import { fieldId, type FieldErrors } from '../lib/validate-portfolio';
import { FieldError } from './field';
import { AddButton, deleteLabel, DeleteButton, EmptyList } from './item-controls';
import { Panel } from './panel';

const ADD_ID = 'add-skill';

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
  const max = limitOf('skills');
  const { add, remove, update } = useListEditor(skills, onChange, {
    path: 'skills',
    firstField: 'name',
    create: newSkill,
    addId: ADD_ID,
  });

  return (
    <Panel
      title="Skills"
      description={`${skills.length} of at most ${max}, each a tile under 'Skills & Technologies'.`}
      actions={
        <AddButton id={ADD_ID} onClick={add} disabled={skills.length >= max}>
          Add Skill
        </AddButton>
      }
    >
      {skills.length === 0 ? (
        <EmptyList>No skills yet.</EmptyList>
      ) : (
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {skills.map((skill, index) => {
            const path = `skills.${index}.name`;
            const id = fieldId(path);
            const error = errors[path];
            return (
              // The list changes only by adding at the end or deleting; the inputs are controlled.
              <li key={index} className="flex flex-col gap-1.5">
                <div className="flex items-center gap-1.5">
                  <Input
                    id={id}
                    name={path}
                    aria-label={`Skill ${index + 1}`}
                    value={skill.name}
                    maxLength={limitOf('skills.name')}
                    placeholder="e.g., TypeScript"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(event) => update(index, { name: event.target.value })}
                  />
                  <DeleteButton
                    label={deleteLabel('skill', String(index + 1), skill.name)}
                    onClick={() => remove(index)}
                  />
                </div>
                <FieldError id={`${id}-error`} message={error} />
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
