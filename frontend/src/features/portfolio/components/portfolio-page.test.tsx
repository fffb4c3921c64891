import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/fetch';
import { OWNER_PORTFOLIO, OWNER_SPECIFICATION_DOCUMENT } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { PortfolioPage } from './portfolio-page';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  document.title = '';
});

const heading = (name: string | RegExp, level?: number) =>
  screen.getByRole('heading', { name, ...(level ? { level } : {}) });

const section = (name: string) => screen.getByRole('region', { name });

describe('PortfolioPage: loading', () => {
  it('shows the owner name full-screen until the document arrives, then the content', async () => {
    let answer!: (response: Response) => void;
    mockFetch(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(<PortfolioPage />);

    expect(screen.getByRole('status')).toHaveTextContent(DEFAULT_PORTFOLIO.personalInfo.name);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();

    await act(async () => answer(jsonResponse(OWNER_PORTFOLIO)));

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Data Platform Engineer');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks the API for JSON at /api/portfolio', async () => {
    const fetchMock = mockFetch(async () => jsonResponse(OWNER_PORTFOLIO));
    renderWithProviders(<PortfolioPage />);
    await screen.findByRole('main');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/portfolio');
    expect(new Headers(init?.headers).get('accept')).toBe('application/json');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    // The default mode, 'same-origin': the one index.html's preload is made in, so this reuses it.
    expect(init?.credentials).toBeUndefined();
  });
});

describe("PortfolioPage: a site in the owner's language", () => {
  it('is drawn in English, then in the primary language once its words are loaded', async () => {
    const { siteLocale } = await import('@portfolio/contract/languages');
    const german = siteLocale({ languages: ['de'], words: [] }).words;
    mockFetch(async () => jsonResponse({ ...OWNER_PORTFOLIO, languages: ['de', 'en'] }));
    renderWithProviders(<PortfolioPage />);

    expect(await screen.findByRole('heading', { level: 2, name: german.skillsTitle })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: german.sections })).toBeInTheDocument();
  });
});

describe('PortfolioPage: the owner document', () => {
  beforeEach(async () => {
    mockFetch(async () => jsonResponse(OWNER_PORTFOLIO));
    renderWithProviders(<PortfolioPage />);
    await screen.findByRole('main');
  });

  it('has the sections in order, each reached from the navigation', () => {
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Home', 'Skills', 'Projects', 'Blog', 'Contact']);

    const titles = screen
      .getAllByRole('heading')
      .filter((title) => title.tagName === 'H1' || title.tagName === 'H2')
      .map((title) => title.textContent);
    expect(titles).toEqual([
      'Data Platform Engineer',
      'Skills & Technologies',
      'Featured Projects',
      'Latest Insights',
      'Get in Touch',
    ]);
    for (const link of links) {
      const target = document.querySelector(link.getAttribute('href')!);
      expect(target?.tagName).toBe('SECTION');
    }
  });

  it('has one h1, the landmarks, and the owner in the document title', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Jordan Lee — Data Platform Engineer');
  });

  it('shows the hero: title, badge, description, name, portrait and links', () => {
    const hero = section('Data Platform Engineer');
    expect(heading('Data Platform Engineer', 1)).toBeInTheDocument();
    expect(within(hero).getByText('Available for work')).toBeInTheDocument();
    expect(within(hero).getByText('I build data platforms that teams trust.')).toBeInTheDocument();
    expect(within(hero).getByText('Jordan Lee')).toBeInTheDocument();

    const portrait = within(hero).getByRole('img', { name: 'Portrait of Jordan Lee' });
    expect(portrait).toHaveAttribute('width', '480');
    expect(portrait).toHaveAttribute('height', '480');

    expect(within(hero).getByRole('link', { name: /^GitHub/ })).toHaveAttribute('href', 'https://github.com/jordanlee');
    expect(within(hero).getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/jordanlee',
    );
    expect(within(hero).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '#contact');
  });

  it('shows a tile per skill', () => {
    const skills = section('Skills & Technologies');
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rust', 'Kafka', 'dbt']);
  });

  it('numbers the project cards with two digits and shows their parts', () => {
    const projects = within(section('Featured Projects')).getAllByRole('article');
    expect(projects).toHaveLength(2);

    const [first, second] = projects as [HTMLElement, HTMLElement];
    expect(within(first).getByText('01')).toBeInTheDocument();
    expect(within(second).getByText('02')).toBeInTheDocument();
    expect(within(first).getByText('LIVE PROJECT')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: 'Stream Router', level: 3 })).toBeInTheDocument();
    expect(within(first).getByText('Routes events between clusters.')).toBeInTheDocument();
    const chips = within(first).getByRole('list', { name: 'Technologies' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Rust', 'Kafka']);

    const code = within(first).getByRole('link', { name: /View Code/ });
    expect(code).toHaveAttribute('href', 'https://github.com/jordanlee/stream-router');
    expect(code).toHaveAttribute('target', '_blank');
    expect(code).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(first).getByRole('link', { name: /Live Demo/ })).toHaveAttribute('href', 'https://router.lee.dev');
  });

  it('shows the blog cards with their date, read time, title and excerpt, without links', () => {
    const blog = section('Latest Insights');
    const posts = within(blog).getAllByRole('article');
    expect(posts).toHaveLength(3);

    const [first] = posts as [HTMLElement];
    expect(within(first).getByText('Mar 5, 2024')).toHaveAttribute('datetime', '2024-03-05');
    expect(within(first).getByText('7 min read')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: 'Backpressure, Explained', level: 3 })).toBeInTheDocument();
    expect(within(first).getByText('Why queues fill up.')).toBeInTheDocument();
    expect(within(first).getByText('Read Article')).toBeInTheDocument();

    expect(within(blog).getByText('Dec 31, 2023')).toBeInTheDocument();
    expect(within(blog).getByText('Feb 1, 2024')).toBeInTheDocument();
    expect(within(blog).getAllByText('Read Article')).toHaveLength(3);
    expect(within(blog).queryAllByRole('link')).toHaveLength(0);
  });

  it('offers mail, the resume, and the profiles in a new tab in the contact section', () => {
    const contact = section('Get in Touch');
    expect(within(contact).getByRole('link', { name: /Start a Conversation/ })).toHaveAttribute(
      'href',
      'mailto:jordan@lee.dev',
    );

    const resume = within(contact).getByRole('link', { name: /Download Resume/ });
    expect(resume).toHaveAttribute('href', '/resume.pdf');
    expect(resume).toHaveAttribute('download');

    for (const [name, href] of [
      ['GitHub', 'https://github.com/jordanlee'],
      ['LinkedIn', 'https://www.linkedin.com/in/jordanlee'],
    ] as const) {
      const link = within(contact).getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('ends with the footer', () => {
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `${new Date().getFullYear()} Portfolio. All rights reserved.`,
    );
  });
});

describe('PortfolioPage: an arranged document, as the owner’s session fetches it whole', () => {
  beforeEach(async () => {
    const arranged = structuredClone(OWNER_PORTFOLIO);
    arranged.skills[1]!.hidden = true;
    arranged.projects[1]!.featured = true;
    arranged.blogs[0]!.hidden = true;
    mockFetch(async () => jsonResponse(arranged));
    renderWithProviders(<PortfolioPage />);
    await screen.findByRole('main');
  });

  it('shows no hidden skill or post', () => {
    expect(within(section('Skills & Technologies')).queryByText('Kafka')).not.toBeInTheDocument();
    expect(within(section('Skills & Technologies')).getByText('Rust')).toBeInTheDocument();
    expect(screen.queryByText('Backpressure, Explained')).not.toBeInTheDocument();
    expect(screen.getByText('Year in Review')).toBeInTheDocument();
  });

  it('shows the featured project first, marked as such, and the other unmarked', () => {
    const [first, second] = within(section('Featured Projects')).getAllByRole('article');

    expect(within(first!).getByRole('heading')).toHaveTextContent('Lineage Explorer');
    expect(first).toHaveTextContent('FEATURED');
    expect(within(second!).getByRole('heading')).toHaveTextContent('Stream Router');
    expect(second).not.toHaveTextContent('FEATURED');
  });
});

describe('PortfolioPage: a document without the fields added after the specification', () => {
  it("shows the owner's content, not the built-in one", async () => {
    mockFetch(async () => jsonResponse(OWNER_SPECIFICATION_DOCUMENT));
    renderWithProviders(<PortfolioPage />);

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Data Platform Engineer');
    expect(document.title).toContain('Jordan Lee');
    expect(within(section('Featured Projects')).getAllByRole('article')).toHaveLength(2);
    expect(console.warn).not.toHaveBeenCalled();
  });
});

describe('PortfolioPage: footer year', () => {
  it('shows the current year, not the year it was written', async () => {
    vi.setSystemTime(new Date('2031-06-15T12:00:00'));
    mockFetch(async () => jsonResponse(OWNER_PORTFOLIO));
    renderWithProviders(<PortfolioPage />);

    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© 2031 Portfolio. All rights reserved.');
  });
});
