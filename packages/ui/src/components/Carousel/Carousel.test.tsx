import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselSlide } from '../../index';
import { axeViolations } from '../../test/axe';
import { advanceTimers, fakeTimerUser, installFakeTimers, restoreRealTimers } from '../../test/fakeTimers';
import { render, screen } from '../../test/render';

const slides: CarouselSlide[] = ['冬季感冒用药专场', '慢病用药满1000减50', '中药饮片新品上市'].map(
  (title) => ({
    key: title,
    content: <a href={`/list?keywords=${title}`}>{title}</a>,
  }),
);

/** The slide on show: the one group not hidden. */
const shown = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((slide) => !slide.hidden)
    .map((slide) => slide.textContent);

/** A person who asked for reduced motion (or not). */
function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('Carousel', () => {
  beforeEach(() => {
    installFakeTimers();
    preferReducedMotion(false);
  });
  afterEach(restoreRealTimers);

  it('shows one slide at a time with a dot for each, and a dot shows its slide', async () => {
    const { user } = render(<Carousel slides={slides} label="首页活动" />, { user: fakeTimerUser });
    expect(screen.getByRole('region', { name: '首页活动' })).toBeInTheDocument();
    expect(shown()).toEqual(['冬季感冒用药专场']);
    expect(screen.getByRole('button', { name: '第 1 张' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: '第 3 张' }));
    expect(shown()).toEqual(['中药饮片新品上市']);
    expect(screen.getByRole('button', { name: '第 3 张' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: '第 1 张' })).not.toHaveAttribute('aria-current');
  });

  it('moves on every interval and comes back round to the first slide', async () => {
    render(<Carousel slides={slides} label="首页活动" interval={4000} />);
    await advanceTimers(3999);
    expect(shown()).toEqual(['冬季感冒用药专场']);
    await advanceTimers(1);
    expect(shown()).toEqual(['慢病用药满1000减50']);
    await advanceTimers(4000);
    await advanceTimers(4000);
    expect(shown()).toEqual(['冬季感冒用药专场']);
  });

  it('holds still while the pointer is over it, and moves on after it leaves', async () => {
    const { user } = render(<Carousel slides={slides} label="首页活动" interval={4000} />, {
      user: fakeTimerUser,
    });
    const carousel = screen.getByRole('region', { name: '首页活动' });
    await user.hover(carousel);
    await advanceTimers(20_000);
    expect(shown()).toEqual(['冬季感冒用药专场']);
    await user.unhover(carousel);
    await advanceTimers(4000);
    expect(shown()).toEqual(['慢病用药满1000减50']);
  });

  it('holds still while the focus is in it, and ← → move between slides', async () => {
    const { user } = render(<Carousel slides={slides} label="首页活动" interval={4000} />, {
      user: fakeTimerUser,
    });
    await user.tab();
    expect(screen.getByRole('link', { name: '冬季感冒用药专场' })).toHaveFocus();
    await advanceTimers(20_000);
    expect(shown()).toEqual(['冬季感冒用药专场']);
    await user.keyboard('{ArrowRight}');
    expect(shown()).toEqual(['慢病用药满1000减50']);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shown()).toEqual(['中药饮片新品上市']);
  });

  it('stops after 暂停 until 播放', async () => {
    const { user } = render(
      <>
        <Carousel slides={slides} label="首页活动" interval={4000} />
        <button type="button">别处</button>
      </>,
      { user: fakeTimerUser },
    );
    const carousel = screen.getByRole('region', { name: '首页活动' });
    await user.click(screen.getByRole('button', { name: '暂停' }));
    // Neither the pointer nor the focus leaving restarts it.
    await user.unhover(carousel);
    await user.click(screen.getByRole('button', { name: '别处' }));
    await advanceTimers(20_000);
    expect(shown()).toEqual(['冬季感冒用药专场']);
    await user.click(screen.getByRole('button', { name: '播放' }));
    await user.unhover(carousel);
    await user.click(screen.getByRole('button', { name: '别处' }));
    await advanceTimers(4000);
    expect(shown()).toEqual(['慢病用药满1000减50']);
  });

  it('never moves by itself for a person who asked for reduced motion', async () => {
    preferReducedMotion(true);
    render(<Carousel slides={slides} label="首页活动" interval={4000} />);
    await advanceTimers(20_000);
    expect(shown()).toEqual(['冬季感冒用药专场']);
    expect(screen.queryByRole('button', { name: '暂停' })).not.toBeInTheDocument();
    // The dots still work.
    screen.getByRole('button', { name: '第 2 张' }).click();
    await advanceTimers(0);
    expect(shown()).toEqual(['慢病用药满1000减50']);
  });

  it('has no controls and no timer for a single slide', async () => {
    render(<Carousel slides={slides.slice(0, 1)} label="首页活动" />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    await advanceTimers(20_000);
    expect(shown()).toEqual(['冬季感冒用药专场']);
  });

  it('has no axe violations', async () => {
    restoreRealTimers();
    const { container } = render(<Carousel slides={slides} label="首页活动" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
