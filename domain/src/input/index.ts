// Parsing what a person typed: trimmed text, number fields, phone formatting.
export * from './number-input';
export * from './phone';
export * from './text';
