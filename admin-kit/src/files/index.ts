export { IMAGE_ACCEPT, PDF_ACCEPT, fileTooLargeMessage, imageFileError, isImageFile, isPdfFile, pdfFileError } from './file-kind';
