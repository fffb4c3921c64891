import { limitOf } from '@portfolio/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  openEditor,
  openPost,
  post,
  project,
  replaceText,
  saveButton,
  setUpAdminTests,
  tab,
} from '@/test/admin-screen';

setUpAdminTests();

describe('admin: the four tabs', () => {
  it('opens on Personal, with its six fields and their input types', async () => {
    await openEditor();
    expect(tab('Personal')).toHaveAttribute('aria-selected', 'true');

    expect(screen.getByLabelText('Name')).toHaveValue('Jordan Lee');
    expect(screen.getByLabelText('Name')).toHaveAttribute('maxlength', String(limitOf('personalInfo.name')));
    expect(screen.getByLabelText('Title')).toHaveValue('Data Platform Engineer');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('GitHub URL')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('LinkedIn URL')).toHaveValue('https://www.linkedin.com/in/jordanlee');
    expect(screen.getByLabelText('LinkedIn URL')).toHaveAttribute('type', 'url');
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = await openEditor();
    tab('Personal').focus();

    await user.keyboard('{ArrowRight}');
    expect(tab('Skills')).toHaveFocus();
    expect(tab('Skills')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: /^Skills/ })).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tab('Statistics')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Blogs')).toHaveAttribute('aria-selected', 'true');
  });

  it('edits skills: one input each, delete buttons named after the skill, and Add Skill', async () => {
    const { user } = await openEditor();
    await user.click(tab('Skills'));

    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual([
      'Rust',
      'Kafka',
      'dbt',
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete skill 2: Kafka' }));
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(['Rust', 'dbt']);

    await user.click(screen.getByRole('button', { name: 'Add Skill' }));
    const added = screen.getByRole('textbox', { name: 'Skill 3' });
    expect(added).toHaveValue('');
    expect(added).toHaveFocus();
    await user.type(added, 'Go');
    expect(screen.getByRole('button', { name: 'Delete skill 3: Go' })).toBeInTheDocument();
  });

  it('edits projects: numbered, with their five fields, Add Project and delete', async () => {
    const { user } = await openEditor();
    await user.click(tab('Projects'));

    const first = within(project('01'));
    expect(first.getByLabelText('Title')).toHaveValue('Stream Router');
    expect(first.getByLabelText('Technologies (comma-separated)')).toHaveValue('Rust, Kafka');
    expect(first.getByLabelText('Description')).toHaveValue('Routes events between clusters.');
    expect(first.getByLabelText('GitHub URL')).toHaveAttribute('type', 'url');
    expect(first.getByLabelText('Live Demo URL')).toHaveValue('https://router.lee.dev');

    await user.click(screen.getByRole('button', { name: 'Add Project' }));
    const added = within(project('03'));
    for (const label of ['Title', 'Technologies (comma-separated)', 'Description', 'GitHub URL', 'Live Demo URL']) {
      expect(added.getByLabelText(label)).toHaveValue('');
    }
    expect(added.getByLabelText('Title')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete project 01: Stream Router' }));
    expect(within(project('01')).getByLabelText('Title')).toHaveValue('Lineage Explorer');
    expect(screen.queryByRole('group', { name: 'Project 03' })).not.toBeInTheDocument();
  });

  it('splits technologies on commas, trims them and drops empty parts', async () => {
    const { user, api } = await openEditor();
    await user.click(tab('Projects'));
    const tech = within(project('02')).getByLabelText('Technologies (comma-separated)');

    await replaceText(user, tech, ' Go,, Rust ,  ,SQL,');
    expect(tech).toHaveValue(' Go,, Rust ,  ,SQL,'); // the text stays as typed
    await user.click(saveButton());
    await screen.findByText('Data saved successfully!');

    expect(api.state.portfolio.projects[1]!.tech).toEqual(['Go', 'Rust', 'SQL']);
  });

  it('edits blog posts: Title, Read Time, Date and Excerpt; a new post is dated today', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2025, 6, 4, 23, 45) });
    const { user } = await openEditor();
    const first = within(await openPost(user, 'Backpressure, Explained'));
    expect(first.getByLabelText('Title')).toHaveValue('Backpressure, Explained');
    expect(first.getByLabelText('Read Time')).toHaveAttribute('placeholder', 'e.g., 5 min read');
    expect(first.getByLabelText('Date')).toHaveAttribute('type', 'date');
    expect(first.getByLabelText('Date')).toHaveValue('2024-03-05');
    expect(first.getByLabelText('Excerpt')).toHaveValue('Why queues fill up.');
    await user.click(screen.getByRole('button', { name: 'Back to posts' }));

    await user.click(await screen.findByRole('button', { name: 'Add Blog Post' }));
    await screen.findByRole('heading', { name: /^New blog post/ });
    const added = within(post());
    expect(added.getByLabelText('Title')).toHaveValue('');
    expect(added.getByLabelText('Read Time')).toHaveValue('');
    expect(added.getByLabelText('Excerpt')).toHaveValue('');
    expect(added.getByLabelText('Date')).toHaveValue('2025-07-04');

    // A new post not saved yet is dropped without asking the server.
    await user.click(screen.getByRole('button', { name: 'Delete Post' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('group', { name: 'Blog post' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Blog Post' })).toHaveFocus();
  });
});
