import { useFieldControl } from '@yaocai/ui';
import type { TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';

const Root = styled.textarea`
  width: 100%;
  min-height: 320px;
  padding: ${({ theme }) => theme.space[2]};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
`;

/** A multi-line field that takes its Field's label, hint and error (the library has no textarea yet). */
export function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <Root {...useFieldControl(props)} />;
}
