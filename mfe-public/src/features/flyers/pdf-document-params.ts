/**
 * pdf.js options for every flyer: flyers are uploaded files, so no script of theirs may run. pdf.js otherwise
 * compiles font programs with `new Function` (isEvalSupported), which also breaks under a strict CSP.
 */
export function withEvalDisabled<T extends object>(params: T): T & { isEvalSupported: false } {
  return { ...params, isEvalSupported: false };
}
