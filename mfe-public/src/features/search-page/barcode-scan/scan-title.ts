/** The button's text and the dialog's title: one name for the scanner wherever the shopper meets it. */
export const SCAN_BARCODE = 'Skano barkodin';
