import { Button } from '@yaocai/ui';
import { styled } from 'styled-components';

/** The white card the registration, password-reset and change-password forms sit in. */
export const FormCard = styled.section`
  width: 480px;
  max-width: 100%;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};

  form { display: flex; flex-direction: column; gap: ${({ theme }) => theme.space[4]}; }
`;

export const FormHeading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 500;
`;

/** A refusal that belongs to no one field (a 429, a 422 on a field the form does not show). */
export const FormError = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

/** The code input with its 获取验证码 button beside it. */
export const CodeRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 128px;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;

  /* Level with the input: below the field's label line. */
  & > [data-ui='Button'] { margin-top: 20px; }
`;

export const WideButton = styled(Button)`
  width: 100%;
`;

export const FormLinks = styled.p`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.space[4]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a { color: ${({ theme }) => theme.colors.blue}; text-decoration: none; }
`;
