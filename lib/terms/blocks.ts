import type { TermsBlock, TermsListItem, TermsSection } from './types';

/*
 * Short builders for writing the documents, so each reads close to the printed text:
 * section('제1조 (목적)', p('...'), ol('...', '...')).
 */

export function section(heading: string, ...blocks: TermsBlock[]): TermsSection {
  return { heading, blocks };
}

export function p(text: string): TermsBlock {
  return { type: 'paragraph', text };
}

/** A numbered list (항 or 호). */
export function ol(...items: TermsListItem[]): TermsBlock {
  return { type: 'list', ordered: true, items };
}

/** A bulleted list. */
export function ul(...items: TermsListItem[]): TermsBlock {
  return { type: 'list', ordered: false, items };
}

/** A list item with sub-items. */
export function item(text: string, ...items: string[]): TermsListItem {
  return { text, items };
}

export function table(caption: string, columns: string[], rows: string[][]): TermsBlock {
  return { type: 'table', caption, columns, rows };
}

/** '2026-11-01' -> '2026년 11월 1일', the way the documents write dates. */
export function koreanDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${year}년 ${month}월 ${date}일`;
}
