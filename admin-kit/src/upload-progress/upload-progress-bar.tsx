import { useId } from 'react';
import styled from 'styled-components';
import type { UploadProgress } from '@ofertat/shared-api';
import { getTheme } from '@ofertat/shared-ui';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => getTheme(p).spacing(1)};
`;

const Bar = styled.progress`
  width: 100%;
  height: ${(p) => getTheme(p).spacing(3)};
  accent-color: ${(p) => getTheme(p).colors.primary};
`;

export interface UploadProgressBarProps {
  /** The last progress report, or null before the first. */
  progress: UploadProgress | null;
  /** What is being sent, e.g. 'Duke ngarkuar skedarët'. */
  label?: string;
}

const MEGABYTE = 1024 * 1024;
const toMegabytes = (bytes: number) => (bytes / MEGABYTE).toFixed(1);

/** How far an upload has got: a 30 MB flyer on a slow line takes minutes, so the user sees it move. */
export function UploadProgressBar({ progress, label = 'Duke ngarkuar skedarët' }: UploadProgressBarProps) {
  const labelId = useId();
  if (progress === null) return null;
  const percent = Math.round(progress.percent * 100);
  return (
    <Root>
      <span id={labelId}>
        {label}: {percent}% ({toMegabytes(progress.transferredBytes)} / {toMegabytes(progress.totalBytes)} MB)
      </span>
      <Bar max={100} value={percent} aria-labelledby={labelId} />
    </Root>
  );
}
