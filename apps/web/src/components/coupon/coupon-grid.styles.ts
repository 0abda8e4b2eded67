import { styled } from 'styled-components';

/** Coupon cards in a grid: the wallet's coupons (/wdqb/yhq) and the coupon centre (/lqzx). */
export const CouponGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;
