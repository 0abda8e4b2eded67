import { AdvertBanner } from '@yaocai/ui';
import { styled } from 'styled-components';
import { useDrawAds } from '../../data/use-draw';
import { advertProps } from '../../layout/advert-props';
import { useClosableAdvert } from '../../lib/closed-adverts';

const WIDTH = 100;
const HEIGHT = 240;

/**
 * The draw's banners float in the side margins like the home side banners, anchored to the foot of the window
 * rather than under them: those banners' heights are unknown until their pictures load, and a slot of fixed size
 * anchored at the bottom never moves when they (or its own picture) arrive, so the layout does not shift
 * (docs/first-paint.md). Too narrow a screen for the margins leaves them out, as it does the side banners.
 */
const Slot = styled.aside<{ $side: 'left' | 'right' }>`
  position: fixed;
  bottom: 120px;
  ${({ $side, theme }) => `${$side}: calc((100% - ${theme.sizes.pageWidth}) / 2 - ${WIDTH + 8}px)`};
  z-index: ${({ theme }) => theme.zIndices.header};
  width: ${WIDTH}px;
  height: ${HEIGHT}px;
  overflow: hidden;

  & img { max-height: ${HEIGHT}px; object-fit: contain; }

  @media (max-width: ${({ theme }) => Number.parseInt(theme.sizes.pageWidth, 10) + 2 * (WIDTH + 8) + 56}px) {
    display: none;
  }
`;

const SIDES = ['left', 'right'] as const;

function DrawBanner({ side, ad }: { side: 'left' | 'right'; ad: { image: string; url: string } }) {
  const [open, close] = useClosableAdvert(`draw:${side}:${ad.image}`);
  if (!open) return null;
  return (
    <Slot $side={side} aria-label={`${side === 'left' ? '左侧' : '右侧'}抽奖活动`}>
      <AdvertBanner {...advertProps(ad, '幸运抽奖')} variant="side" open onClose={close} />
    </Slot>
  );
}

/** GET /api/draw/ads as the home page's side banners: the first on the left, the second on the right. */
export function DrawBanners() {
  const ads = useDrawAds().data ?? [];
  return (
    <>
      {SIDES.map((side, index) => {
        const ad = ads[index];
        return ad ? <DrawBanner key={side} side={side} ad={ad} /> : null;
      })}
    </>
  );
}
