/**
 * `npx tsx packages/agent/src/understand/glossary/check.ts <lang> "text" ["text" ...]`: a glossary's English for
 * some text, and the words it did not know. For writing and checking a glossary.
 */
import { gloss, glossaryForms } from "./index";

const [language = "", ...texts] = process.argv.slice(2);
const forms = glossaryForms(language);
if (forms.size === 0) {
  process.stderr.write(`No glossary for "${language}".\n`);
  process.exit(2);
}
process.stdout.write(`${language}: ${forms.size} forms\n`);
for (const text of texts) {
  const read = gloss(text, language)!;
  const unknown = read.unknown.filter((w) => !/^\d+$/.test(w));
  process.stdout.write(
    `\n${text}\n→ ${read.text}\n  known ${read.known}/${read.words}; unknown: ${unknown.join(" ") || "-"}\n`,
  );
}
