// Parsing what a person typed: trimmed text, number fields, phone formatting, a person's name.
export * from './number-input';
export * from './phone';
export * from './text';
export * from './person-name';
