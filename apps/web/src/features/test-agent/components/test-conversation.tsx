import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useTestMessages } from "../api/get-test-messages";
import { useSendTestMessage } from "../api/send-test-message";
import { type AgentTest, customerName } from "../types";
import { MessagePair } from "./message-pair";

/** Centre column: the conversation of the selected test and the box to paste a customer's email into. */
export function TestConversation({
  test,
  isLoadingTest,
}: {
  test: AgentTest | null;
  isLoadingTest: boolean;
}) {
  const messages = useTestMessages(test?.id ?? null);
  const send = useSendTestMessage();
  const [draft, setDraft] = useState("");
  const end = useRef<HTMLDivElement>(null);
  const count = messages.data?.length ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a message is added or answered
  useEffect(() => {
    end.current?.scrollIntoView({ block: "nearest" });
  }, [count, send.isPending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!test || !content || send.isPending) return;
    setDraft("");
    send.mutate(
      { testId: test.id, content },
      {
        onSuccess: () => toast.success("Success", "Message processed successfully"),
        onError: (e) => {
          setDraft(content);
          if (e instanceof ApiError && e.status === 401) toast.error("User not authenticated");
          else toast.error("Error", e.message || "Failed to process message");
        },
      },
    );
  };

  const testingAs = customerName(test?.customer) || test?.customer?.email || "Not provided";

  return (
    <section
      aria-labelledby="conversation-title"
      className="flex min-h-[28rem] min-w-0 flex-col rounded-xl border border-slate-200 bg-white shadow-sm lg:h-[calc(100vh-13.5rem)]"
    >
      <header className="border-b border-slate-200 p-4">
        <h2 id="conversation-title" className="font-semibold text-slate-900">
          Test Conversation
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Paste a support email from one of your customers and see what the AI Agent responds
        </p>
      </header>
      <div className="flex-1 overflow-y-auto p-4">
        {!test ? (
          <p className="py-12 text-center text-sm text-slate-500">
            {isLoadingTest ? "Loading messages..." : "Select a test or create a new one to start"}
          </p>
        ) : messages.isPending ? (
          <p className="py-12 text-center text-sm text-slate-500">Loading messages...</p>
        ) : messages.isError ? (
          <div className="py-12 text-center text-sm">
            <p className="text-red-700">Could not load messages: {messages.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void messages.refetch()}>
              Retry
            </Button>
          </div>
        ) : messages.data.length === 0 ? (
          <p className="py-12 text-center text-sm text-slate-500">
            No messages yet. Paste a customer's email below to see the agent's answer.
          </p>
        ) : (
          <ol className="space-y-6" aria-label="Messages">
            {messages.data.map((m) => (
              <MessagePair key={m.id} message={m} />
            ))}
          </ol>
        )}
        <div ref={end} />
      </div>
      {test && (
        <form onSubmit={submit} className="space-y-2 border-t border-slate-200 p-4">
          <label htmlFor="test-message" className="sr-only">
            Customer email
          </label>
          <Textarea
            id="test-message"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) submit(e);
            }}
            placeholder="Paste a support email from one of your customers here..."
            className="min-h-24"
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-xs text-slate-500">Testing as: {testingAs}</p>
            <Button type="submit" disabled={!draft.trim() || send.isPending}>
              {send.isPending ? "Processing..." : "Test Response"}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
