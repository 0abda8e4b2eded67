import { styled } from 'styled-components';

export const Root = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 640px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  & > fieldset {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
`;

export const PhoneKind = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[4]};
  & label { display: inline-flex; align-items: center; gap: ${({ theme }) => theme.space[1]}; cursor: pointer; }
  & input { margin: 0; accent-color: ${({ theme }) => theme.colors.brand}; }
  & input:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

/** Fields side by side: the landline's parts, the region's three levels. */
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

export const Phone = styled(Row)`
  grid-template-columns: 1fr 2fr 1fr;
`;

/** The region's three levels under one visible legend, 所在地区. */
export const Region = styled(Row).attrs({ as: 'fieldset' })`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & legend { padding: 0; margin-bottom: ${({ theme }) => theme.space[1]}; font-weight: 500; }
`;

export const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;
