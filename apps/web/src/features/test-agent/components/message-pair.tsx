import { Loader2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { type AgentTestMessage, PROCESSING_TEXT } from "../types";
import { RatingControl } from "./rating";
import { draftNote } from "./replay-words";
import { replyHtml } from "./reply-html";

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });

/** One exchange: the customer's bubble, then the AI Agent's reply, a "System Message" or "Processing...". */
export function MessagePair({ message }: { message: AgentTestMessage }) {
  const processing = !message.aiResponse || message.aiResponse === PROCESSING_TEXT;
  const pending = message.id.startsWith("pending-");
  return (
    <li className="space-y-3">
      <article
        aria-label="Customer message"
        className="mr-8 rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-3 sm:mr-16"
      >
        <header className="mb-1 flex items-center gap-2 text-xs text-slate-600">
          <span className="font-semibold text-slate-800">Customer</span>
          <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
        </header>
        <p className="whitespace-pre-wrap break-words text-sm text-slate-900">{message.messageContent}</p>
      </article>

      {processing ? (
        <article
          aria-label="AI Agent reply"
          aria-busy="true"
          className="ml-8 rounded-2xl rounded-tr-sm border border-brand-200 bg-brand-50 px-4 py-3 sm:ml-16"
        >
          <header className="mb-1 text-xs font-semibold text-brand-800">AI Agent</header>
          <p className="flex items-center gap-2 text-sm text-brand-900">
            <Loader2 aria-hidden className="size-4 animate-spin" /> {PROCESSING_TEXT}
          </p>
        </article>
      ) : message.isSystemMessage ? (
        <article
          aria-label="System Message"
          className="ml-8 rounded-2xl rounded-tr-sm border border-orange-300 bg-orange-50 px-4 py-3 sm:ml-16"
        >
          <header className="mb-1 flex items-center gap-2 text-xs text-orange-800">
            <span className="font-semibold">System Message</span>
            <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
          </header>
          <p className="whitespace-pre-wrap break-words text-sm text-orange-900">{message.aiResponse}</p>
        </article>
      ) : (
        <article
          aria-label="AI Agent reply"
          className="ml-8 rounded-2xl rounded-tr-sm border border-brand-200 bg-white px-4 py-3 shadow-sm sm:ml-16"
        >
          <header className="mb-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <span className="font-semibold text-brand-800">AI Agent</span>
            <time dateTime={message.createdAt}>{time(message.createdAt)}</time>
            {message.intent && (
              <Badge variant="secondary" aria-label={`Intent: ${message.intent}`}>
                {message.intent}
              </Badge>
            )}
          </header>
          <div
            className="reply-html space-y-2 break-words text-sm text-slate-900 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the reply is sanitised by DOMPurify in replyHtml
            dangerouslySetInnerHTML={{ __html: replyHtml(message.aiResponse ?? "") }}
          />
          {draftNote(message.result) && (
            <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900">
              {draftNote(message.result)}
            </p>
          )}
          {!pending && (
            <RatingControl
              messageId={message.id}
              testId={message.agentTestId}
              value={message.userQualification}
            />
          )}
        </article>
      )}
    </li>
  );
}
