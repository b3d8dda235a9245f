// Parsing what a person typed: trimmed text, number fields, phone formatting, a person's or a company's name.
export * from './number-input';
export * from './phone';
export * from './text';
export * from './person-name';
export * from './company-name';
