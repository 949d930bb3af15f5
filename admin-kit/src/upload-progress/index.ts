export { UploadProgressBar, type UploadProgressBarProps } from './upload-progress-bar';
export { useUpload, type Upload } from './use-upload';
