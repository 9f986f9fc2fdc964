/**
 * The review editor's code (the form, its zod schema, react-hook-form, the upload code): a chunk
 * of its own, loaded on demand. One loader for every opener, so a link that preloads it on
 * hover or touch (my visits) warms the very chunk the reviews tab opens.
 */
export const loadReviewEditor = () => import('./review-editor-dialog');
