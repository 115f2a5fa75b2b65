// Placeholder until the catalogue lands (being written now).
export const intentCatalogue: {
  key: string;
  name: string;
  description: string;
  group: "reply" | "never" | "skip";
  examples: string[];
}[] = [];
