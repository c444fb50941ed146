// Contracts of the appointments domain: request and response schemas, with the spec's limits.
export {};
