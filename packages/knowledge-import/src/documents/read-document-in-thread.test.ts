import { describe, expect, it } from "vitest";
import { compressedFlood, paragraph, wordFile } from "../testing";
import { UnreadableDocumentError } from "./read-document";
import { readDocumentInThread } from "./read-document-in-thread";

/** How late a 20 ms timer fires at worst while `work` runs: the server's own thread stays free. */
async function worstTimerDelay<T>(
  work: Promise<T>,
): Promise<{ settled: PromiseSettledResult<T>; lagMs: number }> {
  let worst = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 20);
    last = now;
  }, 20);
  const [settled] = await Promise.allSettled([work]);
  clearInterval(timer);
  return { settled: settled!, lagMs: worst };
}

// Issue 25: an uploaded PDF or Word file is read on a thread of its own, within a time and a memory budget, so a file
// built to be slow or huge ends with a reason in words and never holds the server.
describe("reading a document on its own thread", () => {
  it("reads a welcome booklet in Word into proposed entries", async () => {
    const bytes = await wordFile(
      paragraph("Bicycles", "Heading2") +
        paragraph("Guests borrow city bicycles for free at the reception, from 8:00 to 20:00."),
    );
    const entries = await readDocumentInThread(bytes, {
      type: "docx",
      source: "welcome-booklet.docx",
      title: "welcome booklet",
    });
    expect(entries).toContainEqual(
      expect.objectContaining({
        title: "Bicycles",
        text: "Guests borrow city bicycles for free at the reception, from 8:00 to 20:00.",
        sourceUrl: "welcome-booklet.docx",
        language: "en",
      }),
    );
  }, 30_000);

  it("a Word file that takes too long to read ends with the time limit in words, the server's thread free", async () => {
    const bytes = await compressedFlood(40_000);
    const { settled, lagMs } = await worstTimerDelay(
      readDocumentInThread(
        bytes,
        { type: "docx", source: "slow.docx", title: "slow" },
        { timeBudgetMs: 1000 },
      ),
    );
    expect(settled.status).toBe("rejected");
    const error = (settled as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(UnreadableDocumentError);
    expect(error.message).toBe(
      "Reading this document took longer than 1 seconds: save it again (as a PDF with text, or .docx) or split it",
    );
    expect(lagMs).toBeLessThan(250);
  }, 60_000);

  it("a small Word file that unpacks to more than a document may hold is refused for its memory, in words", async () => {
    // 31 KB on disk; reading it in full needs about 700 MB.
    const bytes = await compressedFlood(100_000);
    expect(bytes.length).toBeLessThan(64 * 1024);
    const { settled, lagMs } = await worstTimerDelay(
      readDocumentInThread(
        bytes,
        { type: "docx", source: "bomb.docx", title: "bomb" },
        { heapMb: 128, timeBudgetMs: 60_000 },
      ),
    );
    expect(settled.status).toBe("rejected");
    expect((settled as PromiseRejectedResult).reason.message).toBe(
      "Reading this document needed more memory than one document may use: save it again or split it",
    );
    expect(lagMs).toBeLessThan(250);
  }, 90_000);

  it("a file that is not a PDF says so", async () => {
    await expect(
      readDocumentInThread(new TextEncoder().encode("not a pdf at all"), {
        type: "pdf",
        source: "booklet.pdf",
        title: "booklet",
      }),
    ).rejects.toThrow(/^This PDF could not be read/);
  }, 30_000);
});
