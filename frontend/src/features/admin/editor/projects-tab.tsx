import { limitOf } from '@portfolio/contract';
import { projectNumber } from '@/lib/project-number';
import { newProject } from '../lists/new-items';
import { CommaListField, FlagField, TextField, UrlField } from '../form/field';
import { ItemCard } from '../lists/item-card';
import { ItemList, type ListTabProps } from '../lists/item-list';
import { MediaField } from '../form/media-field';

/**
 * The "Projects" tab: 'Add Project'; each project numbered, with a delete button and Title,
 * Technologies (comma-separated), Description, GitHub URL, Live Demo URL, and an optional image.
 */
export function ProjectsTab({ projects, onChange, errors }: ListTabProps<'projects'>) {
  return (
    <ItemList
      path="projects"
      title="Projects"
      shownAs="shown as 'Featured Projects'"
      noun="project"
      addLabel="Add Project"
      emptyText="No projects yet."
      layout="cards"
      items={projects}
      onChange={onChange}
      errors={errors}
      create={newProject}
      firstField="title"
      nameOf={(project) => project.title}
      numberOf={projectNumber}
      renderItem={(project, { number, path, update, field, flag, controls }) => (
        <ItemCard
          legend={`Project ${number}`}
          badge={
            <span aria-hidden="true" className="font-mono text-3xl font-semibold text-zinc-500">
              {number}
            </span>
          }
          title={project.title.trim() || 'Untitled project'}
          featured={project.featured}
          hidden={project.hidden}
          controls={controls}
        >
          <div className="grid gap-5 md:grid-cols-2">
            <TextField {...field('title')} label="Title" maxLength={limitOf('projects.title')} />
            <CommaListField
              path={`${path}.tech`}
              label="Technologies (comma-separated)"
              items={project.tech}
              placeholder="e.g., React, TypeScript, PostgreSQL"
              onChange={(tech) => update({ tech })}
              error={errors[`${path}.tech`]}
              maxLength={limitOf('projects.tech') * (limitOf('projects.tech.0') + 2)}
            />
            <TextField
              {...field('description')}
              label="Description"
              multiline
              maxLength={limitOf('projects.description')}
              className="md:col-span-2"
            />
            <UrlField
              {...field('github')}
              label="GitHub URL"
              maxLength={limitOf('projects.github')}
              placeholder="https://github.com/…"
            />
            <UrlField
              {...field('live')}
              label="Live Demo URL"
              maxLength={limitOf('projects.live')}
              placeholder="https://…"
            />
            <MediaField
              {...field('image')}
              label="Image"
              accepts="image"
              emptyText="No image: the card shows text only."
              className="md:col-span-2"
            />
            <div className="flex flex-wrap gap-x-6 gap-y-2 md:col-span-2">
              <FlagField {...flag('featured')} label="Featured" />
              <FlagField {...flag('hidden')} label="Hidden" />
            </div>
          </div>
        </ItemCard>
      )}
    />
  );
}
