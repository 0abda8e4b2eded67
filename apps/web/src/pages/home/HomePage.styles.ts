import { styled } from 'styled-components';
import { Panel } from '../../layout/page.styles';

/**
 * The category menu, the carousel and the top-right advert list in one row. Every column has its width
 * before its data arrives, and the carousel slot its height (the banners are 1200×300), so nothing below
 * moves when /api/focus answers.
 */
export const HeroRow = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr) 240px;
  /* The category menus' height (their 28 px switch and seven categories), held before the menus arrive. */
  min-height: 361px;
  gap: ${({ theme }) => theme.space[3]};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

export const HeroSlot = styled.div`
  aspect-ratio: 4 / 1;
  overflow: hidden;

  & img { width: 100%; height: 100%; object-fit: cover; }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: 360px minmax(0, 1fr) 280px;
  gap: ${({ theme }) => theme.space[5]};
  align-items: start;
`;

export const Card = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 500;
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  margin: 0;

  dt { color: ${({ theme }) => theme.colors.textMuted}; }
  dd { margin: 0; }
`;

export const Status = styled.span<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.colors.success : theme.colors.warning)};
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
