import { DEFAULT_PORTFOLIO, type Portfolio } from '@portfolio/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Contact, resumeFileName } from './contact';
import { Hero } from './hero';
import { Projects } from './projects';

const ID = '0123456789abcdef0123456789abcdef';
const PORTRAIT = `/media/${ID}-1600x2000-1280.webp`;
const RESUME = `/media/${ID}.pdf`;

vi.stubGlobal('matchMedia', (query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
}));

const owner = (change: (portfolio: Portfolio) => void): Portfolio => {
  const portfolio = structuredClone(DEFAULT_PORTFOLIO);
  change(portfolio);
  return portfolio;
};

describe("the owner's uploads on the public page", () => {
  it('shows the uploaded portrait in every width it was copied at, in a box of its proportions', () => {
    const { personalInfo } = owner((portfolio) => void (portfolio.personalInfo.portrait = PORTRAIT));
    render(<Hero personalInfo={personalInfo} />);

    const portrait = screen.getByRole('img', { name: `Portrait of ${personalInfo.name}` });
    expect(portrait).toHaveAttribute('src', PORTRAIT);
    expect(portrait.getAttribute('srcset')?.split(', ')).toEqual(
      [320, 640, 960, 1280].map((width) => `/media/${ID}-1600x2000-${width}.webp ${width}w`),
    );
    expect(portrait).toHaveAttribute('sizes', expect.stringContaining('300px'));
    expect(portrait).toHaveAttribute('width', '1600');
    expect(portrait).toHaveAttribute('height', '2000');
    expect(portrait).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows the built-in portrait while none is uploaded, or when the field is not an upload of this site', () => {
    for (const value of ['', 'https://example.com/me.jpg']) {
      const { personalInfo } = owner((portfolio) => void (portfolio.personalInfo.portrait = value));
      const { unmount } = render(<Hero personalInfo={personalInfo} />);
      const portrait = screen.getByRole('img', { name: `Portrait of ${personalInfo.name}` });
      expect(portrait.getAttribute('src')).not.toContain('/media/');
      expect(portrait).not.toHaveAttribute('srcset');
      unmount();
    }
  });

  it('offers the uploaded resume named after its owner, and the built-in one until then', () => {
    const { personalInfo } = owner((portfolio) => {
      portfolio.personalInfo.name = 'Jordan Lee';
      portfolio.personalInfo.resume = RESUME;
    });
    const { unmount } = render(<Contact personalInfo={personalInfo} />);
    const link = screen.getByRole('link', { name: 'Download Resume' });
    expect(link).toHaveAttribute('href', RESUME);
    expect(link).toHaveAttribute('download', 'Jordan Lee - Resume.pdf');
    unmount();

    render(<Contact personalInfo={{ ...personalInfo, resume: '' }} />);
    expect(screen.getByRole('link', { name: 'Download Resume' })).toHaveAttribute('href', '/resume.pdf');
  });

  it('names the resume file without characters a file name cannot hold', () => {
    expect(resumeFileName('  Ana / "Dev"\u0007 Smith: <CV>  ')).toBe('Ana Dev Smith CV - Resume.pdf');
    expect(resumeFileName('???')).toBe('Resume.pdf');
  });

  it("shows a project's image lazily, sized, and no picture for a project without one", () => {
    const { projects } = owner((portfolio) => void (portfolio.projects[1]!.image = `/media/${ID}-300x200-300.webp`));
    render(<Projects projects={projects} />);

    const cards = screen.getAllByRole('article');
    const image = cards[1]!.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('srcset', `/media/${ID}-300x200-300.webp 300w`);
    expect(image).toHaveAttribute('width', '300');
    expect(image).toHaveAttribute('height', '200');
    expect(cards[0]!.querySelector('img')).toBeNull();
  });
});
