import { ButtonLink } from '@yaocai/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { PageWidth } from '../../layout/page.styles';
import { renderRouterLink } from '../../lib/render-link';

const Box = styled.div`
  min-height: 320px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[5]};
  text-align: center;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 500;
`;

interface StatusMessageProps {
  /** The one sentence the page says. */
  message: string;
  /** Shows the 返回首页 button. */
  homeLink?: boolean;
  children?: ReactNode;
}

/** A centred one-line status page (404, no activity, loading). */
export function StatusMessage({ message, homeLink = false, children }: StatusMessageProps) {
  return (
    <PageWidth>
      <Box role="status">
        <Heading>{message}</Heading>
        {children}
        {homeLink && (
          <ButtonLink href="/" renderLink={renderRouterLink}>
            返回首页
          </ButtonLink>
        )}
      </Box>
    </PageWidth>
  );
}
