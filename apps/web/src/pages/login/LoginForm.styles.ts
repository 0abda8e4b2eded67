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

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

export const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Input = styled.input`
  height: 40px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;

  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.error}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.blue}; outline-offset: 1px; }
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.medium};
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
