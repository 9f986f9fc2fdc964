import type { TermsBlock, TermsListItem } from '@/lib/terms/types';

/*
 * The body of a legal document as HTML: paragraphs, numbered lists (항 and 호, the sub-items
 * lettered 가, 나, 다 as Korean documents do) and tables with a caption and column headers.
 * Text is rendered as text nodes, never parsed as markup.
 */

function ListItem({ item }: { item: TermsListItem }) {
  if (typeof item === 'string') return <li>{item}</li>;
  return (
    <li>
      {item.text}
      <ol className="mt-1 list-[hangul] space-y-1 pl-6">
        {item.items.map((sub) => (
          <li key={sub}>{sub}</li>
        ))}
      </ol>
    </li>
  );
}

function Block({ block, id }: { block: TermsBlock; id: string }) {
  if (block.type === 'paragraph') return <p>{block.text}</p>;
  if (block.type === 'list') {
    const List = block.ordered ? 'ol' : 'ul';
    return (
      <List className={`space-y-1.5 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
        {block.items.map((item) => (
          <ListItem key={typeof item === 'string' ? item : item.text} item={item} />
        ))}
      </List>
    );
  }
  return (
    // A wide table scrolls inside its own box rather than widening the page; the box takes
    // keyboard focus so that it can be scrolled without a pointer.
    <div role="region" aria-labelledby={id} tabIndex={0} className="overflow-x-auto">
      <table className="w-full min-w-[32rem] border-collapse text-left text-label">
        <caption id={id} className="pb-2 text-left font-semibold">
          {block.caption}
        </caption>
        <thead>
          <tr className="bg-canvas">
            {block.columns.map((column) => (
              <th key={column} scope="col" className="border border-line px-2 py-1.5 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="border border-line px-2 py-1.5 align-top font-semibold">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="border border-line px-2 py-1.5 align-top">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `idPrefix` makes the ids of table captions unique on the page. */
export function TermsBlocks({ blocks, idPrefix }: { blocks: readonly TermsBlock[]; idPrefix: string }) {
  return (
    <div className="space-y-3">
      {blocks.map((block, index) => (
        <Block key={index} block={block} id={`${idPrefix}-${index + 1}`} />
      ))}
    </div>
  );
}
