/** The public page of the radiology and pathology clinic list (seed 001 section 2.1). */
export const INVESTIGATIONS_PATH = '/book-specific-investigations-near-you';
