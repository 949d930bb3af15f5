import styled from 'styled-components';

export const LoginCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.spacing(4)};
  width: min(420px, 100%);
  margin: ${({ theme }) => theme.spacing(12)} auto;
  padding: ${({ theme }) => theme.spacing(6)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  form {
    display: grid;
    gap: ${({ theme }) => theme.spacing(4)};
  }
`;

export const LoginTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-align: center;
`;
