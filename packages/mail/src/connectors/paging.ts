import type { FetchedMessage, FetchResult } from "./types";

/** A listed sync's cursor mid-way: where the listing started, and the last message of it already stored. */
export type ResumableCursor<Cursor> = Cursor & { after?: string };

/** What a provider's cheap listing found (Gmail history, Graph delta: ids only), and where it leaves the sync. */
export interface Listing<Cursor> {
  ids: string[];
  /** The cursor the listing started from: a sync stopped mid-way lists from here again. */
  start: Cursor;
  /** Where the next sync starts once every listed message is stored. */
  next: Cursor;
  resynced: boolean;
}

/**
 * The sources of a listing, `limit` at a time, each batch fetched when its turn comes, so a large delta is never held
 * at once. Every batch but the last carries the listing's start and its own last id (`after`): a sync stopped
 * mid-way lists again and skips what it stored (when that id is gone from the listing it reads everything again, and
 * the stored messages' dedupe keys keep them once). The last batch carries `next`.
 */
export async function* fetchListed<Cursor extends object>(
  listing: Listing<Cursor>,
  after: string | undefined,
  fetchRaw: (ids: string[]) => Promise<FetchedMessage[]>,
  limit: number,
): AsyncGenerator<FetchResult<ResumableCursor<Cursor>>> {
  const ids = listing.ids.slice(after ? listing.ids.indexOf(after) + 1 : 0);
  if (ids.length === 0) {
    yield { messages: [], cursor: listing.next, resynced: listing.resynced, more: false };
    return;
  }
  for (let i = 0; i < ids.length; i += limit) {
    const batch = ids.slice(i, i + limit);
    const more = i + limit < ids.length;
    yield {
      messages: await fetchRaw(batch),
      cursor: more ? { ...listing.start, after: batch.at(-1)! } : listing.next,
      resynced: listing.resynced,
      more,
    };
  }
}

/** `fetchSince` as the first batch of a connector's `fetchBatches`. */
export async function firstBatch<Cursor>(batches: AsyncIterable<FetchResult<Cursor>>) {
  for await (const batch of batches) return batch;
  throw new Error("A sync yielded no batch.");
}
