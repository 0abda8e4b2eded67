import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdvertBanner, Carousel } from '@yaocai/ui';
import { expect, userEvent, within } from 'storybook/test';
import { bottomAdvert, sideAdvert, topAdvert } from '../../test/catalog';
import { installStoryClock } from '../../test/storyClock';

const banner = (src: string, href: string, alt: string) => ({
  key: alt,
  content: <AdvertBanner src={src} href={href} alt={alt} variant="top" closable={false} />,
});

const meta = {
  title: '首页/Carousel',
  component: Carousel,
  args: {
    label: '首页活动',
    interval: 5000,
    slides: [
      banner(topAdvert, '/mrtj', '药采年中大促 满1000减50'),
      banner(bottomAdvert, '/register', '新人注册即送100元优惠券'),
      banner(sideAdvert, '/lqzx', '领券中心'),
    ],
  },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slide on show: the one slide group not hidden. */
const shownSlide = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll<HTMLElement>('[aria-roledescription="幻灯片"]')].find(
    (slide) => !slide.hidden,
  );

/** Three slides moving on every 5 s; the pointer over it holds it, the dots and ← → move it. */
export const HomeSlides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('region', { name: '首页活动' });
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('第 1 张，共 3 张');
    const clock = installStoryClock();
    try {
      // The pointer passing over it restarts its wait, now on the story's clock.
      await userEvent.hover(carousel);
      await userEvent.unhover(carousel);
      await clock.tickAsync(5000);
      await expect(shownSlide(canvasElement)).toHaveAccessibleName('第 2 张，共 3 张');
      await userEvent.hover(carousel);
      await clock.tickAsync(15_000);
      await expect(shownSlide(canvasElement)).toHaveAccessibleName('第 2 张，共 3 张');
      await userEvent.unhover(carousel);
    } finally {
      clock.uninstall();
    }
    await userEvent.click(canvas.getByRole('button', { name: '第 3 张' }));
    await expect(canvas.getByRole('button', { name: '第 3 张' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(shownSlide(canvasElement)).toHaveAccessibleName('第 1 张，共 3 张');
  },
};

/** One advert: no dots, nothing moves. */
export const SingleSlide: Story = {
  args: { slides: [banner(topAdvert, '/mrtj', '药采年中大促 满1000减50')] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toEqual([]);
  },
};
