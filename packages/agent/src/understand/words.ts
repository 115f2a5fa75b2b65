/** Lower case, no accents, split at anything but letters and digits ("l'hôtel" → "l hotel", "wi-fi" → "wi fi"). */
export function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}
