import styled, { css, type DefaultTheme } from 'styled-components';
import { Link } from '@ofertat/shared-ui/routing';
import { focusRing, getTheme, type Theme } from '../../theme';
import type { ButtonSize, ButtonVariant } from './types';

export interface ButtonLook {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variantStyles = (t: Theme, variant: ButtonVariant) => {
  const { colors } = t;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.primary};
        color: ${colors.onPrimary};
        &:hover:not(:disabled) { background: ${colors.primaryHover}; }
      `;
    case 'secondary':
      return css`
        background: ${colors.surface};
        color: ${colors.primary};
        border-color: ${colors.primary};
        &:hover:not(:disabled) { background: ${colors.primarySoft}; color: ${colors.primaryHover}; }
      `;
    case 'danger':
      return css`
        background: ${colors.danger};
        color: ${colors.onPrimary};
        &:hover:not(:disabled) { background: ${colors.dangerHover}; }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.text};
        &:hover:not(:disabled) { background: ${colors.divider}; }
      `;
  }
};

const sizeStyles = (t: Theme, size: ButtonSize) => css`
  min-height: ${t.controlHeight[size]};
  padding: 0 ${t.spacing(size === 'sm' ? 3 : size === 'md' ? 4 : 6)};
  font-size: ${size === 'lg' ? t.fontSizes.lg : size === 'sm' ? t.fontSizes.sm : t.fontSizes.md};
`;

/** Shared by Button and ButtonLink so a navigating action looks like any other. */
export const buttonLook = (p: ButtonLook & { theme?: DefaultTheme }) => {
  const t = getTheme(p);
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${t.spacing(2)};
    width: ${p.$fullWidth ? '100%' : 'auto'};
    border: 1px solid transparent;
    border-radius: ${t.radii.md};
    font-family: inherit;
    font-weight: ${t.fontWeights.semibold};
    line-height: 1.2;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
    transition: background-color 0.15s ease, color 0.15s ease;
    ${sizeStyles(t, p.$size)}
    ${variantStyles(t, p.$variant)}
    ${focusRing(t)}
    &:disabled {
      cursor: not-allowed;
      opacity: 0.6;
    }
  `;
};

export const StyledButton = styled.button<ButtonLook>`
  ${buttonLook}
`;

export const StyledButtonLink = styled(Link)<ButtonLook>`
  ${buttonLook}
`;
