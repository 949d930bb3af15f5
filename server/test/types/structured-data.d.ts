// The parts of Adobe's structured-data validator and of the extractor it reads (both plain JavaScript) that the
// pages' tests use.
declare module '@marbec/web-auto-extractor' {
  export interface ExtractedData {
    /** Meta tags by name or property, each with its contents as written (entities not decoded). */
    metatags: Record<string, string[]>;
    /** JSON-LD items by their @type. */
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, unknown[]>;
    rdfa: Record<string, unknown[]>;
    errors: { format: string; message: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';

  export interface ValidationIssue {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }
  /** Google's rich-result rules per type; with schema.org's vocabulary (JSON-LD) also the vocabulary's. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
