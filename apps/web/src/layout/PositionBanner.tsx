import { AdvertBanner } from '@yaocai/ui';
import { styled } from 'styled-components';
import { type FocusVariant, useFocusAdverts } from '../data/use-content';
import { advertProps } from './advert-props';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** One banner of a position, not closable: a zone's own banner or the newcomers' banner. */
export function PositionBanner({ variant, label }: { variant: FocusVariant; label: string }) {
  const [advert] = useFocusAdverts(variant).data ?? [];
  if (!advert) return null;
  return (
    <Section aria-label={label}>
      <AdvertBanner {...advertProps(advert)} variant="top" closable={false} />
    </Section>
  );
}
