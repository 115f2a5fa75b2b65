import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

/**
 * A text box that sends (spec 001 §5: nothing is sent when empty or whitespace). `onSend` shows its own toasts and
 * throws on failure, so the text stays for another try; on success the box empties.
 */
export function ComposeBox({
  id,
  label,
  senderLine,
  submitLabel,
  onSend,
  className,
  textareaClassName,
  placeholder,
  disabled = false,
}: {
  id: string;
  label: string;
  senderLine: string;
  submitLabel: string;
  onSend: (text: string) => Promise<unknown>;
  className?: string;
  textareaClassName?: string;
  placeholder?: string;
  /** Nothing can be sent (the reason is shown beside the box). */
  disabled?: boolean;
}) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    try {
      await onSend(text);
      setText("");
    } catch {
      // Told by onSend's toast; the text is kept.
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} className={className}>
      <p className="text-sm text-slate-600">{senderLine}</p>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Textarea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className={cn("mt-2", textareaClassName)}
        placeholder={placeholder}
        disabled={disabled}
      />
      <Button type="submit" className="mt-2" disabled={disabled || busy || !text.trim()}>
        {busy ? "Sending..." : submitLabel}
      </Button>
    </form>
  );
}
