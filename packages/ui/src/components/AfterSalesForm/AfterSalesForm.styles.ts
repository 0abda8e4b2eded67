import { styled } from 'styled-components';

export const Root = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Lines = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[2]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Description = styled.textarea`
  width: 100%;
  min-height: 6em;
  padding: ${({ theme }) => theme.space[2]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  font: inherit;
`;

export const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  img {
    display: block;
    width: 88px;
    height: 88px;
    object-fit: cover;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;
