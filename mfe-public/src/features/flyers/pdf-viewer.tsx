// The only module that loads pdf.js: it is its own chunk, fetched when a flyer is opened.
import { Viewer, Worker } from '@react-pdf-viewer/core';
import '@react-pdf-viewer/core/lib/styles/index.css';
import { messages } from '@ofertat/shared-api';
import { ErrorState } from '@ofertat/shared-ui';
import { withEvalDisabled } from './pdf-document-params';

// Emitted by webpack as a file of this build and served from our own origin: no CDN, no blob worker.
const workerUrl = new URL('pdfjs-dist/build/pdf.worker.min.js', import.meta.url).toString();

export interface PdfViewerProps {
  url: string;
}

/** The flyer itself; @react-pdf-viewer/core without the toolbar plugin, so there is no toolbar. */
export default function PdfViewer({ url }: PdfViewerProps) {
  return (
    <Worker workerUrl={workerUrl}>
      <Viewer
        fileUrl={url}
        transformGetDocumentParams={withEvalDisabled}
        renderError={() => <ErrorState message={messages.volantino.genericFailure} />}
      />
    </Worker>
  );
}
