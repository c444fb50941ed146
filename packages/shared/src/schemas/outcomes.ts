// Contracts of the outcomes domain: request and response schemas, with the spec's limits.
export {};
