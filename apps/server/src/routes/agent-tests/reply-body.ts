/** The answer inside a composed reply: without its greeting and sign-off, which the composer adds again. */
export function bodyOfReply(reply: string) {
  const paragraphs = reply
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return paragraphs.length >= 3 ? paragraphs.slice(1, -1).join("\n\n") : reply.trim();
}
