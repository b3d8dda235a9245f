// Dollars and cents: rounding at the edges, card fees, installment splits, currency formatting.
export * from './gift-charge';
export * from './currency';
export * from './fees';
export * from './installments';
export * from './money';
