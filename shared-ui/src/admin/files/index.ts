export { IMAGE_ACCEPT, PDF_ACCEPT, isImageFile, isPdfFile } from './file-kind';
