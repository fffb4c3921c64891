import { limitOf, type Project } from '@portfolio/contract';
import { projectNumber } from '@/lib/project-number';
import { useListEditor } from '../hooks/use-list-editor';
import { newProject } from '../lib/new-items';
import type { FieldErrors } from '../lib/validate-portfolio';
import { TechnologiesField, TextField, UrlField } from './field';
import { AddButton, deleteLabel, DeleteButton, EmptyList } from './item-controls';
import { MediaField } from './media-field';
import { Panel } from './panel';

const ADD_ID = 'add-project';

/**
 * The "Projects" tab: 'Add Project'; each project numbered, with a delete button and Title,
 * Technologies (comma-separated), Description, GitHub URL, Live Demo URL, and an optional image.
 */
export function ProjectsTab({
  projects,
  onChange,
  errors,
}: {
  projects: Project[];
  onChange: (projects: Project[]) => void;
  errors: FieldErrors;
}) {
  const max = limitOf('projects');
  const { add, remove, update } = useListEditor(projects, onChange, {
    path: 'projects',
    firstField: 'title',
    create: newProject,
    addId: ADD_ID,
  });

  return (
    <Panel
      title="Projects"
      description={`${projects.length} of at most ${max}, shown as 'Featured Projects'.`}
      actions={
        <AddButton id={ADD_ID} onClick={add} disabled={projects.length >= max}>
          Add Project
        </AddButton>
      }
    >
      {projects.length === 0 ? (
        <EmptyList>No projects yet.</EmptyList>
      ) : (
        <ol className="space-y-5">
          {projects.map((project, index) => {
            const number = projectNumber(index);
            const at = `projects.${index}`;
            const text = (key: 'title' | 'description' | 'github' | 'live' | 'image') => ({
              path: `${at}.${key}`,
              value: project[key],
              onChange: (value: string) => update(index, { [key]: value }),
              error: errors[`${at}.${key}`],
            });
            return (
              <li key={index}>
                <fieldset className="min-w-0 rounded-2xl border border-white/10 bg-white/[0.03] p-5 sm:p-6">
                  <legend className="sr-only">{`Project ${number}`}</legend>
                  <div className="mb-5 flex items-center gap-4">
                    <span aria-hidden="true" className="font-mono text-3xl font-semibold text-zinc-500">
                      {number}
                    </span>
                    <p aria-hidden="true" className="min-w-0 flex-1 truncate font-medium text-zinc-300">
                      {project.title.trim() || 'Untitled project'}
                    </p>
                    <DeleteButton label={deleteLabel('project', number, project.title)} onClick={() => remove(index)} />
                  </div>
                  <div className="grid gap-5 md:grid-cols-2">
                    <TextField {...text('title')} label="Title" maxLength={limitOf('projects.title')} />
                    <TechnologiesField
                      path={`${at}.tech`}
                      tech={project.tech}
                      onChange={(tech) => update(index, { tech })}
                      error={errors[`${at}.tech`]}
                      maxLength={limitOf('projects.tech') * (limitOf('projects.tech.0') + 2)}
                    />
                    <TextField
                      {...text('description')}
                      label="Description"
                      multiline
                      maxLength={limitOf('projects.description')}
                      className="md:col-span-2"
                    />
                    <UrlField
                      {...text('github')}
                      label="GitHub URL"
                      maxLength={limitOf('projects.github')}
                      placeholder="https://github.com/…"
                    />
                    <UrlField
                      {...text('live')}
                      label="Live Demo URL"
                      maxLength={limitOf('projects.live')}
                      placeholder="https://…"
                    />
                    <MediaField
                      {...text('image')}
                      label="Image"
                      accepts="image"
                      emptyText="No image: the card shows text only."
                      className="md:col-span-2"
                    />
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
