import { styled } from 'styled-components';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 320px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Log = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[3]};
`;

export const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Row = styled.li<{ $mine: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space[1]};
`;

export const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Bubble = styled.div<{ $mine: boolean }>`
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme, $mine }) => ($mine ? theme.colors.brand : theme.colors.surface)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.textInverse : theme.colors.text)};
  border: 1px solid ${({ theme, $mine }) => ($mine ? theme.colors.brand : theme.colors.border)};
  white-space: pre-wrap;
  word-break: break-word;

  img {
    display: block;
    max-width: 180px;
    max-height: 180px;
  }
`;

export const Card = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  max-width: 85%;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};

  img {
    width: 56px;
    height: 56px;
    object-fit: contain;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a,
  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const Older = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space[2]};
`;

export const Composer = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[2]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  textarea {
    resize: none;
    min-height: 56px;
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    font: inherit;
  }
`;

export const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Notice = styled.p<{ $tone: 'muted' | 'error' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.textMuted)};
`;
