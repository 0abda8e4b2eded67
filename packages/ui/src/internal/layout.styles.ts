import { css, styled } from 'styled-components';

/** The centred 1200px column every full-width band (top strip, header, footer) sits in. */
export const PageColumn = styled.div`
  display: flex;
  align-items: center;
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.pageWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]};
`;

/** A horizontal list of links split by thin bars, as in the top strip. */
export const InlineList = styled.ul`
  display: flex;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li + li::before {
    content: '|';
    margin: 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.border};
  }
`;

/** Plain-text links that turn brand red on hover; applied to whatever the link renderer outputs. */
export const quietLinks = css`
  & a {
    color: inherit;
    text-decoration: none;
  }
  & a:hover {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: underline;
  }
`;
