import { type ReplyRatingAnswer, replyRatingAnswer, replyRatingPhrases } from "@inbox/contracts";
import { CircleCheck, ThumbsDown, ThumbsUp } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { useParams, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { browserLanguage, useRateReply, useReplyRating } from "../api/reply-rating";

/**
 * /rate/:token: a guest answers "Was this helpful?" from the link under a reply. The link's `answer` is recorded when
 * the page opens in a browser (a mail scanner that only fetches the page records nothing), then the guest is thanked in
 * their language and may change the answer. No sign-in, no cookie.
 */
export function Component() {
  const { token = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  const fromLink = replyRatingAnswer.safeParse(search.get("answer"));
  const rate = useRateReply(token);
  const view = useReplyRating(token, { enabled: !fromLink.success && !rate.isPending && !rate.data });
  const sent = useRef(false);

  useEffect(() => {
    if (!fromLink.success || sent.current) return;
    sent.current = true;
    rate.mutate(fromLink.data, {
      // A reload after changing the answer must not bring the link's answer back.
      onSettled: () => setSearch({}, { replace: true }),
    });
  }, [fromLink, rate, setSearch]);

  const current = rate.data ?? view.data;
  const language = current?.language ?? browserLanguage();
  const words = replyRatingPhrases(language);
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = words.question;
  }, [language, words.question]);

  const error = (rate.isError ? rate.error : null) ?? (view.isError ? view.error : null);
  if (error && !current)
    return (
      <RatingLayout>
        <p role="alert" className="text-slate-800">
          {error.message}
        </p>
      </RatingLayout>
    );
  if (!current)
    return (
      <RatingLayout>
        <div className="flex h-24 items-center justify-center">
          <Spinner label={words.saving} />
        </div>
      </RatingLayout>
    );

  const label = (a: ReplyRatingAnswer) => (a === "yes" ? words.yes : words.no);
  const choose = (answer: ReplyRatingAnswer) => rate.mutate(answer);
  return (
    <RatingLayout companyName={current.companyName}>
      {current.answer === null ? (
        <>
          <h1 className="text-xl font-semibold text-slate-900">{words.question}</h1>
          <div className="mt-5 grid grid-cols-2 gap-3">
            {(["yes", "no"] as const).map((a) => (
              <Button
                key={a}
                size="lg"
                variant={a === "yes" ? "default" : "outline"}
                disabled={rate.isPending}
                onClick={() => choose(a)}
              >
                {a === "yes" ? <ThumbsUp aria-hidden /> : <ThumbsDown aria-hidden />}
                {label(a)}
              </Button>
            ))}
          </div>
        </>
      ) : (
        <>
          <div className="flex items-center gap-2">
            <CircleCheck aria-hidden className="size-6 shrink-0 text-emerald-600" />
            <h1 className="text-xl font-semibold text-slate-900">{words.thanks}</h1>
          </div>
          <p className="mt-3 text-slate-700" aria-live="polite">
            {words.question} {words.yourAnswer(label(current.answer))}
          </p>
          <Button
            className="mt-5 w-full whitespace-normal"
            variant="outline"
            disabled={rate.isPending}
            onClick={() => choose(current.answer === "yes" ? "no" : "yes")}
          >
            {rate.isPending ? words.saving : words.changeTo(label(current.answer === "yes" ? "no" : "yes"))}
          </Button>
        </>
      )}
      {rate.isError && (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {rate.error.message}
        </p>
      )}
    </RatingLayout>
  );
}

function RatingLayout({ companyName, children }: { companyName?: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-white">
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-10 sm:items-center sm:pt-0">
        <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
          {companyName && <p className="mb-4 text-sm font-medium text-brand-700">{companyName}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}
