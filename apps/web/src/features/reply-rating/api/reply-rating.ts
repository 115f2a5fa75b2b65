import {
  type ReplyRatingAnswer,
  type ReplyRatingView,
  replyRatingLanguage,
  replyRatingPhrases,
} from "@inbox/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

/**
 * The public rating page's calls: no session and no cookie, on purpose (credentials omitted), so the page works for
 * a guest who never signed in and tells us nothing but their answer.
 */
export class RatingError extends Error {}

/** The reader's language before the reply tells us the guest's: the browser's. */
export const browserLanguage = () => replyRatingLanguage(navigator.language);

async function call(token: string, init?: RequestInit): Promise<ReplyRatingView> {
  let res: Response;
  try {
    res = await fetch(`/api/reply-ratings/${encodeURIComponent(token)}`, {
      ...init,
      credentials: "omit",
      headers: {
        "accept-language": navigator.language,
        ...(init?.body ? { "content-type": "application/json" } : {}),
      },
    });
  } catch {
    throw new RatingError(replyRatingPhrases(browserLanguage()).failed);
  }
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    const message = data?.error?.message;
    throw new RatingError(
      typeof message === "string" && res.status < 500
        ? message
        : replyRatingPhrases(browserLanguage()).failed,
    );
  }
  return data as ReplyRatingView;
}

const ratingKey = (token: string) => ["reply-rating", token] as const;

export function useReplyRating(token: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ratingKey(token),
    queryFn: () => call(token),
    enabled,
    retry: false,
  });
}

export function useRateReply(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ReplyRatingAnswer) =>
      call(token, { method: "PUT", body: JSON.stringify({ answer }) }),
    onSuccess: (view) => queryClient.setQueryData(ratingKey(token), view),
  });
}
