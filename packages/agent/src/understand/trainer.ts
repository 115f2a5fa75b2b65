/**
 * What trains a company's classifier, as a fingerprint: the code of this folder (features, training, the semantic
 * head, the encoder's graph, language detection), the glossaries a text is read through, and the sentence encoder.
 * A stored classifier (decision 0021) is loaded only by a process with the same fingerprint: after an upgrade that
 * changes any of them, each company's classifier is trained once more, by the first process that needs it, rather
 * than a model from other code being used. Training is deterministic, so the same fingerprint and the same examples
 * give the same model, whoever trained it.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { GLOSSED_LANGUAGES, glossarySource } from "./glossary";

let sources: string | null = null;

/** The folder's own code, read once: its files in name order, tests left out. */
function sourcesDigest() {
  if (sources !== null) return sources;
  const hash = createHash("sha256");
  const add = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) add(path);
      else if (/\.(ts|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name))
        hash.update(entry.name).update("\u0000").update(readFileSync(path)).update("\u0001");
    }
  };
  try {
    add(import.meta.dirname);
  } catch {
    // Sources not beside this module (a packaging that left them out): the glossaries and the encoder still count.
    hash.update("no sources");
  }
  for (const language of GLOSSED_LANGUAGES) hash.update(language).update(glossarySource(language));
  sources = hash.digest("hex");
  return sources;
}

/** The trainer's fingerprint for a classifier trained with this encoder (null: words only). */
export function trainerFingerprint(encoderName: string | null): string {
  return `${encoderName ?? "words"}:${sourcesDigest().slice(0, 24)}`;
}
