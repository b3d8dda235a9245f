import type { ReceiptContent, ReceiptTable } from './receipt-content';
import { receiptWords } from './words';

/*
 * The email's HTML part: one column up to 600 px, 16 px text, inline styles only (mail apps drop <style> and
 * classes), tables for layout as mail apps still expect. Every value is escaped.
 */

const INK = '#1f2933';
const MUTED = '#52606d';
const LINE = '#d9e2ec';
const ACCENT = '#1d4e89';
const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const p = (text: string, style = '') =>
  `<p style="margin:0 0 14px;font-size:16px;line-height:1.5;color:${INK};${style}">${escapeHtml(text)}</p>`;

function facts(content: ReceiptContent): string {
  const rows = content.facts
    .map(
      (fact) =>
        `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:8px 12px 8px 0;border-bottom:1px solid ${LINE};font-size:14px;font-weight:normal;color:${MUTED};width:40%">${escapeHtml(fact.label)}</th>` +
        `<td style="padding:8px 0;border-bottom:1px solid ${LINE};font-size:16px;color:${INK};font-weight:600">${escapeHtml(fact.value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px">${rows}</table>`;
}

function table(data: ReceiptTable): string {
  const cell = (text: string, index: number, tag: 'td' | 'th', bold = false) =>
    `<${tag}${tag === 'th' ? ' scope="col"' : ''} style="padding:6px 4px;border-bottom:1px solid ${LINE};font-size:14px;color:${INK};text-align:${index >= data.amountsFrom ? 'right' : 'left'};${bold ? 'font-weight:700;' : 'font-weight:normal;'}${index >= data.amountsFrom ? 'white-space:nowrap;' : ''}">${escapeHtml(text)}</${tag}>`;
  const head = `<tr>${data.columns.map((column, index) => cell(column, index, 'th', true)).join('')}</tr>`;
  const body = data.rows
    .map((row) => `<tr>${row.map((text, index) => cell(text, index, 'td')).join('')}</tr>`)
    .join('');
  const total = data.total
    ? `<tr>${data.total.map((text, index) => cell(text, index, 'td', true)).join('')}</tr>`
    : '';
  return (
    `<h2 style="margin:0 0 8px;font-size:17px;color:${INK}">${escapeHtml(data.caption)}</h2>` +
    `<table width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 20px">${head}${body}${total}</table>`
  );
}

function goods(content: ReceiptContent): string {
  const { heading, statement, benefits } = content.goodsServices;
  const estimated = receiptWords(content.language).estimatedValue;
  const list = benefits.length
    ? `<ul style="margin:8px 0 0;padding-left:20px">${benefits
        .map(
          (benefit) =>
            `<li style="font-size:14px;line-height:1.5;color:${INK}">${escapeHtml(benefit.text)} <span style="color:${MUTED}">(${escapeHtml(benefit.kind)}; ${escapeHtml(estimated)} ${escapeHtml(benefit.value)})</span></li>`,
        )
        .join('')}</ul>`
    : '';
  return (
    `<div style="margin:0 0 20px;padding:14px 16px;background:#f0f4f8;border-left:4px solid ${ACCENT}">` +
    `<h2 style="margin:0 0 6px;font-size:16px;color:${INK}">${escapeHtml(heading)}</h2>` +
    `<p style="margin:0;font-size:15px;line-height:1.5;color:${INK}">${escapeHtml(statement)}</p>${list}</div>`
  );
}

function link(content: ReceiptContent): string {
  if (!content.link) return '';
  const { sentence, label, url } = content.link;
  return (
    `<p style="margin:0 0 14px;font-size:16px;line-height:1.5;color:${INK}">${escapeHtml(sentence)} ` +
    `<a href="${escapeHtml(url)}" style="color:${ACCENT};font-weight:600">${escapeHtml(label)}</a></p>`
  );
}

/** The whole HTML document of a receipt, invoice or statement, its language marked for screen readers. */
export function receiptHtml(content: ReceiptContent): string {
  const org = content.organization;
  const words = receiptWords(content.language);
  const signature = content.signature
    ? p([content.signature.name, content.signature.title].filter(Boolean).join(', '), 'margin-top:8px;')
    : '';
  return `<!doctype html>
<html lang="${content.language ?? 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.title)}</title></head>
<body style="margin:0;padding:0;background:#f5f7fa;font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f7fa"><tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${LINE};border-radius:8px">
<tr><td style="padding:20px 20px 8px;border-bottom:3px solid ${ACCENT}">
<p style="margin:0;font-size:18px;font-weight:700;color:${ACCENT}">${escapeHtml(org.name)}</p>
<p style="margin:4px 0 0;font-size:13px;line-height:1.4;color:${MUTED}">${escapeHtml(org.address)}<br>${escapeHtml(org.email)} &middot; <span style="white-space:nowrap">${escapeHtml(words.taxExemptNumber)} ${escapeHtml(org.taxExemptNumber)}</span></p>
</td></tr>
<tr><td style="padding:20px">
<h1 style="margin:0 0 4px;font-size:22px;line-height:1.3;color:${INK}">${escapeHtml(content.title)}</h1>
<p style="margin:0 0 18px;font-size:13px;color:${MUTED}">${escapeHtml(content.numberLabel)} ${escapeHtml(content.number)} &middot; ${escapeHtml(content.issuedOn)}</p>
${p(content.greeting)}
${content.paragraphs.map((text) => p(text)).join('\n')}
${facts(content)}
${content.table ? table(content.table) : ''}
${goods(content)}
${link(content)}
${content.notes.map((text) => p(text, 'font-size:15px;')).join('\n')}
${signature}
</td></tr>
<tr><td style="padding:14px 20px;border-top:1px solid ${LINE}"><p style="margin:0;font-size:12px;line-height:1.5;color:${MUTED}">${escapeHtml(content.footer)}</p></td></tr>
</table></td></tr></table>
</body></html>`;
}
