import { Button } from '@yaocai/ui';
import { styled } from 'styled-components';

export const Card = styled.section`
  width: 360px;
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
`;

export const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 500;
`;

/** The login fields one under another, the submit button last. */
export const Fields = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Links = styled.p`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a { color: ${({ theme }) => theme.colors.blue}; text-decoration: none; }
`;

export const SubmitButton = styled(Button)`
  width: 100%;
`;
