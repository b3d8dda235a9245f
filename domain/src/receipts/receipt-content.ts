import type { Language } from '../config';

/*
 * What a receipt, a pledge invoice or a year-end statement says, as data: built once by the domain and drawn
 * three ways (the email's HTML and plain text here, the PDF in the functions), so the three always agree.
 */

export type ReceiptKind = 'gift' | 'installment' | 'sponsorship' | 'check' | 'pledge' | 'statement';

export interface ReceiptFact {
  label: string;
  value: string;
}

export interface ReceiptTable {
  caption: string;
  columns: string[];
  rows: string[][];
  /** The closing row ('Total', amounts), or null. */
  total: string[] | null;
  /** Columns from this index on hold amounts (aligned right). */
  amountsFrom: number;
}

export interface BenefitLine {
  text: string;
  kind: string;
  value: string;
}

/** A line with one address for the reader to open: "<sentence> <label>" (the label is the link's text). */
export interface ReceiptLink {
  sentence: string;
  label: string;
  url: string;
}

export interface ReceiptContent {
  kind: ReceiptKind;
  /** The language it is written in (absent: English); its three drawings label their parts in it too. */
  language?: Language;
  title: string;
  subject: string;
  numberLabel: string;
  number: string;
  issuedOn: string;
  organization: {
    name: string;
    taxExemptNumber: string;
    address: string;
    email: string;
  };
  greeting: string;
  paragraphs: string[];
  facts: ReceiptFact[];
  table: ReceiptTable | null;
  goodsServices: { heading: string; statement: string; benefits: BenefitLine[] };
  /** Drawn in the email only: a PDF is printed and filed, where an address cannot be opened. */
  link?: ReceiptLink | null;
  notes: string[];
  signature: { name: string; title: string } | null;
  footer: string;
  /** The PDF's file name. */
  fileName: string;
}
