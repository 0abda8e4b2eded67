import { AdvertBanner } from '@yaocai/ui';
import { styled } from 'styled-components';
import { useFocusAdverts } from '../../data/use-content';
import { useUser } from '../../data/use-user';
import { advertProps } from '../../layout/advert-props';
import { PositionBanner } from '../../layout/PositionBanner';
import { StackList } from '../../layout/page.styles';
import { useClosableAdvert } from '../../lib/closed-adverts';

const SIDE_WIDTH = 100;

/**
 * Side banners float in the margins beside the page column, level with the top of the home content; on a
 * screen too narrow for margins that wide (page + both banners + the 40 px toolbar) they are left out.
 */
const SideSlot = styled.aside<{ $side: 'left' | 'right' }>`
  position: fixed;
  top: 220px;
  ${({ $side, theme }) => `${$side}: calc((100% - ${theme.sizes.pageWidth}) / 2 - ${SIDE_WIDTH + 8}px)`};
  z-index: ${({ theme }) => theme.zIndices.header};
  width: ${SIDE_WIDTH}px;

  @media (max-width: ${({ theme }) => Number.parseInt(theme.sizes.pageWidth, 10) + 2 * (SIDE_WIDTH + 8) + 56}px) {
    display: none;
  }
`;

const SIDES = ['left', 'right'] as const;

function SideBanner({
  side,
  advert,
}: {
  side: 'left' | 'right';
  advert: { id: number; title: string; image: string; url: string };
}) {
  const [open, close] = useClosableAdvert(`right:${advert.id}`);
  if (!open) return null;
  return (
    <SideSlot $side={side} aria-label={`${side === 'left' ? '左侧' : '右侧'}广告`}>
      <AdvertBanner {...advertProps(advert)} variant="side" open onClose={close} />
    </SideSlot>
  );
}

/** 两侧浮动广告 (/api/focus/right): the first advert floats on the left, the second on the right. */
export function SideBanners() {
  const adverts = useFocusAdverts('right').data ?? [];
  return (
    <>
      {SIDES.map((side, index) => {
        const advert = adverts[index];
        return advert ? <SideBanner key={advert.id} side={side} advert={advert} /> : null;
      })}
    </>
  );
}

/** The top-right advert list beside the carousel (/api/focus/postList). */
export function TopRightAdverts() {
  const adverts = useFocusAdverts('postList').data ?? [];
  if (adverts.length === 0) return null;
  return (
    <StackList aria-label="推荐活动">
      {adverts.map((advert) => (
        <li key={advert.id}>
          {/* The slot is 240×120: its box is kept before the picture arrives. */}
          <AdvertBanner {...advertProps(advert)} variant="side" closable={false} width={240} height={120} />
        </li>
      ))}
    </StackList>
  );
}

/** 新人推荐 (/api/focus/xrtj) for signed-in buyers; visitors get the sign-in invitation instead. */
export function NewcomerBanner() {
  const { signedIn } = useUser();
  if (!signedIn) return null;
  return <PositionBanner variant="xrtj" label="新人推荐" />;
}
