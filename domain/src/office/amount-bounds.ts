/** The bounds of a number input: what the browser's spinner and its own checks allow. */
export interface NumberBounds {
  min?: number;
  max?: number;
  step?: number;
}

/**
 * The dollar inputs of the back office, each bound named once. The add forms, the donation edit form and the
 * money dialogs (check received, refund) take a cent at least; the partner edit form allows $0 (a sponsor
 * recorded before any payment); the list filters start at $0.
 */
export const officeAmountBounds = {
  atLeastACent: { min: 0.01, step: 0.01 },
  partnerEdit: { min: 0 },
  filter: { min: 0, step: 0.01 },
  yearbook: { min: 1, step: 1 },
} as const satisfies Record<string, NumberBounds>;
