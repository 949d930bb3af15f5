// The only module that loads pdf.js: it is its own chunk, fetched when a flyer is opened.
import { useMemo } from 'react';
import { Viewer, Worker } from '@react-pdf-viewer/core';
import '@react-pdf-viewer/core/lib/styles/index.css';
import { messages } from '@ofertat/shared-api';
import { ErrorState } from '@ofertat/shared-ui';
import { keyboardScrollPlugin } from './keyboard-scroll-plugin';
import { withEvalDisabled } from './pdf-document-params';

// Emitted by webpack as a file of this build and served from our own origin: no CDN, no blob worker.
const workerUrl = new URL('pdfjs-dist/build/pdf.worker.min.js', import.meta.url).toString();

export interface PdfViewerProps {
  url: string;
  /** The flyer's name: the accessible name of the scrolling pages. */
  label: string;
}

/** The flyer itself; @react-pdf-viewer/core without the toolbar plugin, so there is no toolbar. */
export default function PdfViewer({ url, label }: PdfViewerProps) {
  // The viewer re-renders its layout when the plugin list changes: one plugin per flyer name.
  const plugins = useMemo(() => [keyboardScrollPlugin(label)], [label]);
  return (
    <Worker workerUrl={workerUrl}>
      <Viewer
        fileUrl={url}
        transformGetDocumentParams={withEvalDisabled}
        plugins={plugins}
        renderError={() => <ErrorState message={messages.volantino.genericFailure} />}
      />
    </Worker>
  );
}
