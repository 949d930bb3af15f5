// Reached only through import() (TimeChart.tsx), so uPlot and its style sheet form a chunk of their own that
// only pages which chart download; the design system's start-up chunk, which every public page loads, stays as it was.
import 'uplot/dist/uPlot.min.css';

export { default as UPlot } from 'uplot';
