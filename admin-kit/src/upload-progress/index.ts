export { UploadProgressBar, useUploadProgress, type UploadProgressBarProps } from './upload-progress-bar';
