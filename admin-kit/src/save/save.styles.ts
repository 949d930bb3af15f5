import styled from 'styled-components';
import { getTheme } from '@ofertat/shared-ui';

export const ActionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => getTheme(p).spacing(3)};
`;

/** The column of fields of an admin form. */
export const AdminForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(4)};
  max-width: 40rem;
`;
