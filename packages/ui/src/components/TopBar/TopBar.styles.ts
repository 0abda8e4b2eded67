import { styled } from 'styled-components';
import { PageColumn, quietLinks } from '../../internal/layout.styles';
import { textButton } from '../../internal/textButton.styles';

export const Root = styled.div`
  height: 32px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 32px;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.topBar};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  /* 12px text in a 32px strip: each link and button is still a 24px touch target (WCAG 2.5.8), even where the
     page's font draws the CJK glyphs narrow. */
  & a, & button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 24px;
    min-height: 24px;
  }
  ${quietLinks}
`;

export const Column = styled(PageColumn)`
  justify-content: space-between;
`;

export const Greeting = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  min-width: 0;
  /* On a phone the welcome text gives way; 请登录 and 免费注册 keep their full width as touch targets. */
  & > span:first-child { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  & > a { flex: none; white-space: nowrap; }

  & a {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

export const Company = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;

export const LogoutButton = styled.button`
  ${textButton}
`;
