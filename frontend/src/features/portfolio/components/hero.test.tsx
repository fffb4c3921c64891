import { DEFAULT_PORTFOLIO } from '@portfolio/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Hero } from './hero';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

describe('Hero', () => {
  it('draws a faint dial and, over it, a hand of lit marks fading behind the current second, turned by CSS', () => {
    preferReducedMotion(false);
    const { container } = render(<Hero personalInfo={DEFAULT_PORTFOLIO.personalInfo} />);
    const hand = container.querySelector('svg[data-dial-hand]');
    const dial = hand?.previousElementSibling;
    const opacities = (svg: Element | null | undefined) =>
      [...svg!.querySelectorAll('line')].map((mark) => Number(mark.getAttribute('stroke-opacity')));

    expect(opacities(dial)).toEqual(Array.from({ length: 60 }, () => 0.12));
    expect(opacities(hand)).toHaveLength(12);
    expect(opacities(hand)[0]).toBe(1);
    for (const [age, opacity] of opacities(hand).entries()) {
      if (age > 0) expect(opacity).toBeLessThan(opacities(hand)[age - 1]!);
    }
    // The hand turns by the stylesheet's animation, and is not drawn at all under reduced motion.
    expect(hand).toHaveClass('animate-dial', 'motion-reduce:hidden');
  });

  it('holds the spotlight still under reduced motion', () => {
    preferReducedMotion(true);
    render(<Hero personalInfo={DEFAULT_PORTFOLIO.personalInfo} />);
    const hero = screen.getByRole('region');
    const start = hero.style.getPropertyValue('--spot-x');

    fireEvent.pointerMove(hero, { clientX: 10, clientY: 10 });

    expect(hero.style.getPropertyValue('--spot-x')).toBe(start);
  });

  it('moves the spotlight to the pointer', () => {
    preferReducedMotion(false);
    render(<Hero personalInfo={DEFAULT_PORTFOLIO.personalInfo} />);
    const hero = screen.getByRole('region');

    fireEvent.pointerMove(hero, { clientX: 120, clientY: 45 });

    expect(hero.style.getPropertyValue('--spot-x')).toBe('120px');
    expect(hero.style.getPropertyValue('--spot-y')).toBe('45px');
  });

  it('names its icon-only links, and shows a tooltip after exactly 700 ms of hover', async () => {
    vi.useFakeTimers(); // exact: no real time may slip in
    preferReducedMotion(false);
    render(<Hero personalInfo={DEFAULT_PORTFOLIO.personalInfo} />);

    const github = screen.getByRole('link', { name: /^GitHub\s*\(opens in a new tab\)$/ });
    expect(screen.getByRole('link', { name: /^LinkedIn\s*\(opens in a new tab\)$/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact' })).toBeInTheDocument();

    fireEvent.pointerOver(github);
    await advance(699);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('GitHub');

    fireEvent.pointerOut(github);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the tooltip on keyboard focus too, and hides it on Escape', async () => {
    preferReducedMotion(false);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Hero personalInfo={DEFAULT_PORTFOLIO.personalInfo} />);

    await user.tab();
    expect(screen.getByRole('link', { name: /^GitHub/ })).toHaveFocus();
    await advance(500);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await advance(200);
    expect(screen.getByRole('tooltip')).toHaveTextContent('GitHub');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
