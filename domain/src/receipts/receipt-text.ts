import type { ReceiptContent } from './receipt-content';
import { receiptWords } from './words';

/** The plain-text part: the same content as the HTML, for mail apps that show text only. */
export function receiptText(content: ReceiptContent): string {
  const org = content.organization;
  const words = receiptWords(content.language);
  const lines: string[] = [
    org.name,
    org.address,
    `${org.email} | ${words.taxExemptNumber} ${org.taxExemptNumber}`,
    '',
    content.title.toUpperCase(),
    `${content.numberLabel} ${content.number} | ${content.issuedOn}`,
    '',
    content.greeting,
    '',
  ];
  for (const paragraph of content.paragraphs) lines.push(paragraph, '');
  const width = Math.max(...content.facts.map((fact) => fact.label.length));
  for (const fact of content.facts) lines.push(`${`${fact.label}:`.padEnd(width + 2)}${fact.value}`);
  lines.push('');
  if (content.table) {
    lines.push(content.table.caption);
    for (const row of content.table.rows) lines.push(`  ${row.filter(Boolean).join('  ')}`);
    if (content.table.total) lines.push(`  ${content.table.total.filter(Boolean).join('  ')}`);
    lines.push('');
  }
  lines.push(content.goodsServices.heading, content.goodsServices.statement);
  for (const benefit of content.goodsServices.benefits) {
    lines.push(`  - ${benefit.text} (${benefit.kind}; ${words.estimatedValue} ${benefit.value})`);
  }
  lines.push('');
  if (content.link) lines.push(`${content.link.sentence} ${content.link.url}`, '');
  for (const note of content.notes) lines.push(note);
  if (content.signature) {
    lines.push('', [content.signature.name, content.signature.title].filter(Boolean).join(', '));
  }
  lines.push('', '--', content.footer);
  return `${lines.join('\n')}\n`;
}
