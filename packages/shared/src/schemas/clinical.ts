// Contracts of the clinical domain: request and response schemas, with the spec's limits.
export {};
