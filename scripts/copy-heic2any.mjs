// Copies heic2any's browser build into public/ (run by npm's postinstall), for the sandboxed
// HEIC converter frame (public/heic-converter.html, decision 013).
//
// heic2any's libheif glue creates functions from strings (emscripten embind: new Function),
// which the site's Content-Security-Policy forbids. Rather than allow eval on every page, the
// library runs only inside an opaque-origin frame (<iframe sandbox="allow-scripts">) whose own
// policy allows it; that frame loads this file. Copied rather than committed so that it always
// matches the installed version.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const source = path.join(root, 'node_modules/heic2any/dist/heic2any.min.js');
const target = path.join(root, 'public/heic2any.min.js');

if (!existsSync(source)) {
  console.warn(`copy-heic2any: ${path.relative(root, source)} not found, skipped`);
} else {
  mkdirSync(path.dirname(target), { recursive: true });
  copyFileSync(source, target);
  console.log(`copy-heic2any: ${path.relative(root, target)}`);
}
