import { AdvertBanner } from '@yaocai/ui';
import { styled } from 'styled-components';
import { useFocusAdverts } from '../data/use-content';
import { useClosableAdvert } from '../lib/closed-adverts';
import { advertProps } from './advert-props';

/**
 * The strip's box (the seeded strips are 1200×80) is there from the first paint while the list loads, and
 * the picture fills it, so the header and page below do not move when the advert arrives.
 */
const Slot = styled.section`
  width: min(100%, ${({ theme }) => theme.sizes.pageWidth});
  margin: 0 auto;
  aspect-ratio: 15 / 1;

  & img { width: 100%; height: 100%; object-fit: cover; }
`;

/** The top advert strip above the header (route flag `topAdvert`); closed, it stays closed this session. */
export function TopAdvert() {
  const { data: list, isLoading } = useFocusAdverts('top');
  const [advert] = list ?? [];
  const [open, close] = useClosableAdvert(advert ? `top:${advert.id}` : null);
  if (isLoading) return <Slot aria-hidden />;
  if (!advert || !open) return null;
  return (
    <Slot aria-label="顶部广告">
      <AdvertBanner {...advertProps(advert)} variant="top" open={open} onClose={close} />
    </Slot>
  );
}
