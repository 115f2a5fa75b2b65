export interface FaqEntryText {
  question: string | null;
  answer: string;
}

const QA_Q = /^\s*(?:q|question|frage|pregunta|domanda)\s*[:.)-]\s*/i;
const QA_A = /^\s*(?:a|answer|r|réponse|reponse|antwort|respuesta|risposta)\s*[:.)-]\s*/i;
const HEADING = /^\s*(#{1,6}\s+.+|\*\*[^*]+\*\*\s*:?|[^.!?\n]{2,80}:)\s*$/;

/**
 * Splits free-text FAQ content into entries (agent.md §4): "Q: … A: …" pairs, a question line followed by its
 * answer, a heading followed by its paragraphs, or else plain paragraphs.
 */
export function splitFaq(text: string): FaqEntryText[] {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const entries: FaqEntryText[] = [];
  let question: string | null = null;
  let answer: string[] = [];
  const flush = () => {
    const body = answer.join("\n").trim();
    if (body) entries.push({ question, answer: body });
    else if (question) entries.push({ question: null, answer: question });
    question = null;
    answer = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      // A blank line ends a plain paragraph, not an answer that has a question or heading above it.
      if (!question && answer.length) flush();
      continue;
    }
    if (QA_Q.test(line)) {
      flush();
      question = line.replace(QA_Q, "").trim();
      continue;
    }
    if (QA_A.test(line) && question) {
      answer.push(line.replace(QA_A, "").trim());
      continue;
    }
    const isQuestionLine = line.endsWith("?") && line.length <= 200;
    if (isQuestionLine || HEADING.test(line)) {
      flush();
      question = line
        .replace(/^#{1,6}\s+/, "")
        .replace(/\*\*/g, "")
        .replace(/:$/, "")
        .trim();
      continue;
    }
    answer.push(line);
  }
  flush();
  return entries;
}
