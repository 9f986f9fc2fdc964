// Deep-merges message fragments into the locale files, so several people (or helpers) can add
// keys without hand-editing four large JSON files at once:
//   node scripts/merge-messages.mjs path/to/fragment.ko.json path/to/fragment.en.json ...
// Each fragment is named <anything>.<lang>.json; existing keys are overwritten by the fragment.
// Fragments are scratch files (.i18n-pending/ is ignored): locales/*.json is the source of truth.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      target[key] = merge(target[key] && typeof target[key] === 'object' ? target[key] : {}, value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
for (const fragment of process.argv.slice(2)) {
  const lang = path.basename(fragment).split('.').at(-2);
  if (!['ko', 'en', 'ja', 'zh'].includes(lang)) throw new Error(`${fragment}: name it <anything>.<ko|en|ja|zh>.json`);
  const file = path.join(root, 'locales', `${lang}.json`);
  const merged = merge(JSON.parse(readFileSync(file, 'utf8')), JSON.parse(readFileSync(fragment, 'utf8')));
  writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  console.log(`merged ${fragment} into locales/${lang}.json`);
}
