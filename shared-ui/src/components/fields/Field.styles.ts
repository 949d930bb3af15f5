import styled, { css, type DefaultTheme } from 'styled-components';
// The design system's main entry, not its files: this entry (@ofertat/shared-ui/forms) is shared apart from it and
// uses the page's copy instead of carrying a second one.
import { buttonLook, focusRing, getTheme } from '@ofertat/shared-ui';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(1)};
  min-width: 0;
`;

export const Label = styled.label`
  font-weight: ${(p) => getTheme(p).fontWeights.semibold};
  color: ${(p) => getTheme(p).colors.text};
`;

export const RequiredMark = styled.span`
  margin-left: ${(p) => getTheme(p).spacing(1)};
  color: ${(p) => getTheme(p).colors.danger};
`;

export const Hint = styled.div`
  font-size: ${(p) => getTheme(p).fontSizes.sm};
  color: ${(p) => getTheme(p).colors.textMuted};
`;

export const ErrorText = styled.div`
  font-size: ${(p) => getTheme(p).fontSizes.sm};
  color: ${(p) => getTheme(p).colors.danger};
`;

const controlLook = (p: { theme?: DefaultTheme }) => {
  const t = getTheme(p);
  return css`
    width: 100%;
    min-height: ${t.controlHeight.md};
    padding: 0 ${t.spacing(3)};
    /* 16 px keeps iOS Safari from zooming into the field. */
    font-size: ${t.fontSizes.md};
    color: ${t.colors.text};
    background: ${t.colors.surface};
    border: 1px solid ${t.colors.border};
    border-radius: ${t.radii.md};
    ${focusRing(t)}
    &[aria-invalid='true'] {
      border-color: ${t.colors.danger};
      box-shadow: inset 0 0 0 1px ${t.colors.danger};
    }
    &:disabled {
      background: ${t.colors.background};
      cursor: not-allowed;
    }
  `;
};

export const Input = styled.input`
  ${controlLook}
`;

export const Select = styled.select`
  ${controlLook}
`;

export const TextArea = styled.textarea`
  ${controlLook}
  min-height: 6rem;
  padding: ${(p) => getTheme(p).spacing(2)} ${(p) => getTheme(p).spacing(3)};
  resize: vertical;
`;

export const CheckboxRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(2)};
  min-height: ${(p) => getTheme(p).controlHeight.md};
`;

export const Checkbox = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${(p) => getTheme(p).colors.primary};
  ${(p) => focusRing(getTheme(p))}
`;

export const CheckboxLabel = styled.label`
  cursor: pointer;
`;

export const FileRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${(p) => getTheme(p).spacing(3)};
`;

export const FilePicker = styled.span`
  position: relative;
  display: inline-flex;
`;

/** The real input covers the visible button, so clicks, keyboard and native validation all stay native. */
export const FileInput = styled.input`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  opacity: 0;
  cursor: pointer;
`;

export const FileButton = styled.span`
  ${(p) => buttonLook({ ...p, $variant: 'secondary', $size: 'md', $fullWidth: false })}
  input:focus-visible + & {
    outline: 3px solid ${(p) => getTheme(p).colors.focus};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] + & {
    border-color: ${(p) => getTheme(p).colors.danger};
  }
`;

export const FileName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  color: ${(p) => getTheme(p).colors.textMuted};
`;
