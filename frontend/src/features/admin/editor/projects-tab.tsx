import type { Project } from '@portfolio/contract';
import { projectNumber } from '@/lib/project-number';
import { newProject } from '../lists/new-items';
import { CommaListField, FlagField, TextField, UrlField } from '../form/field';
import { ItemCard } from '../lists/item-card';
import { ItemList, type ItemRow, type ListTabProps } from '../lists/item-list';
import { MediaField } from '../form/media-field';
import { SharedFields, TranslatedField } from '../translations/translated-field';

/**
 * One project: Title, Technologies (comma-separated), Description, GitHub URL, Live Demo URL, an
 * optional image, and whether it is featured or hidden. In another language than the primary,
 * its title and description there.
 */
function projectCard(project: Project, row: ItemRow<Project>) {
  const { number, path, update, field, error, flag, controls, translated, language } = row;
  const title = language.translating ? translated('title').value.trim() || project.title.trim() : project.title.trim();
  return (
    <ItemCard
      legend={`Project ${number}`}
      badge={
        <span aria-hidden="true" className="font-mono text-3xl font-semibold text-zinc-500">
          {number}
        </span>
      }
      title={title || 'Untitled project'}
      featured={project.featured}
      hidden={project.hidden}
      controls={controls}
    >
      {language.translating ? (
        <div className="grid gap-5">
          <TranslatedField {...translated('title')} language={language} label="Title" />
          <TranslatedField {...translated('description')} language={language} label="Description" multiline />
          <SharedFields language={language}>
            The technologies, the links, the image and whether it is featured or hidden are
          </SharedFields>
        </div>
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          <TextField {...field('title')} label="Title" />
          <CommaListField
            path={`${path}.tech`}
            label="Technologies (comma-separated)"
            items={project.tech}
            placeholder="e.g., React, TypeScript, PostgreSQL"
            onChange={(tech) => update({ tech })}
            error={error('tech')}
          />
          <TextField {...field('description')} label="Description" multiline className="md:col-span-2" />
          <UrlField {...field('github')} label="GitHub URL" placeholder="https://github.com/…" />
          <UrlField {...field('live')} label="Live Demo URL" />
          <MediaField
            {...field('image')}
            label="Image"
            emptyText="No image: the card shows text only."
            className="md:col-span-2"
          />
          <div className="flex flex-wrap gap-x-6 gap-y-2 md:col-span-2">
            <FlagField {...flag('featured')} label="Featured" />
            <FlagField {...flag('hidden')} label="Hidden" />
          </div>
        </div>
      )}
    </ItemCard>
  );
}

/** The "Projects" tab: 'Add Project', and each project numbered with two digits, with its controls. */
export function ProjectsTab(tab: ListTabProps<'projects'>) {
  return <ItemList path="projects" create={newProject} numberOf={projectNumber} {...tab} renderItem={projectCard} />;
}
