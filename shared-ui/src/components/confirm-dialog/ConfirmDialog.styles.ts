import styled from 'styled-components';

export const Message = styled.p`
  margin: 0;
`;
