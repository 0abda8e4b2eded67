import type { TagTone } from '@yaocai/domain/tags';
import { styled } from 'styled-components';
import type { YaocaiTheme } from '../../theme/theme';

/** The domain names the spec's red 'red'; in the theme that hue is the brand red. */
const themeColour = (theme: YaocaiTheme, tone: TagTone) => theme.colors[tone === 'red' ? 'brand' : tone];

export const Root = styled.span<{ $tone: TagTone }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.small};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 18px;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textInverse};
  background: ${({ theme, $tone }) => themeColour(theme, $tone)};
`;
