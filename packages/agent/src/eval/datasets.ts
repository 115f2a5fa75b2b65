import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parse } from "csv-parse/sync";
import type { LabelledText } from "../understand/classifier";

/** NLU++ folds: JSON arrays of {text, intents?}; a row without intents belongs to none. */
export function readNluppFolds(files: string[]): LabelledText[] {
  return files.flatMap((file) =>
    (JSON.parse(readFileSync(file, "utf8")) as { text: string; intents?: string[] }[]).map((row) => ({
      text: row.text,
      labels: row.intents ?? [],
    })),
  );
}

/** CLINC150: `[text, intent]` lists; out-of-scope rows (split oos_* or intent "oos") belong to none. */
export function readClinc(file: string, role: "train" | "test"): LabelledText[] {
  const data = JSON.parse(readFileSync(file, "utf8")) as Record<string, [string, string][]>;
  const splits =
    role === "train" ? ["train", "oos_train"] : data.test ? ["test", "oos_test"] : ["val", "oos_val"];
  return splits.flatMap((split) =>
    (data[split] ?? []).map(([text, intent]) => ({
      text,
      labels: intent === "oos" || split.startsWith("oos") ? [] : [intent],
    })),
  );
}

export interface BitextRow {
  instruction: string;
  intent: string;
  response: string;
}

export function readBitext(file: string): BitextRow[] {
  const rows = parse(readFileSync(file, "utf8"), {
    columns: true,
    skip_empty_lines: true,
    relax_quotes: true,
  }) as Record<string, string>[];
  return rows
    .filter((r) => r.instruction && r.intent && r.response)
    .map((r) => ({ instruction: r.instruction!, intent: r.intent!, response: r.response! }));
}

/**
 * NLU++ ships `ontology.json` beside its folds: what each intent means ("is the intent to ask about check in?").
 * Read as the plain request ("ask about check in"); none when the folder has no ontology.
 */
export function readNluppDescriptions(foldFiles: string[]): Record<string, string> {
  const file = foldFiles[0] && join(dirname(foldFiles[0]), "ontology.json");
  if (!file || !existsSync(file)) return {};
  const ontology = JSON.parse(readFileSync(file, "utf8")) as {
    intents?: Record<string, { description?: string }>;
  };
  return Object.fromEntries(
    Object.entries(ontology.intents ?? {}).flatMap(([intent, { description }]) => {
      if (!description) return [];
      const text = description
        .replace(/^\s*is the intent\s+(to\s+)?/i, "")
        .replace(/\?\s*$/, "")
        .trim();
      return text ? [[intent, text]] : [];
    }),
  );
}
