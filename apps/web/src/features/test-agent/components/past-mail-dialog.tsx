import { History } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toaster";
import { ApiError } from "@/lib/api-client";
import { useStartReplay } from "../api/start-replay";

const DEFAULT_COUNT = 100;

/**
 * "Test on past mail": the button and its dialog. The owner chooses how many of the last received messages to replay
 * (100 by default, up to `max`); the replay runs in the background and `onStarted` shows its progress.
 */
export function PastMailDialog({
  max,
  disabled,
  onStarted,
}: {
  max: number;
  disabled?: boolean;
  onStarted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(String(DEFAULT_COUNT));
  const [error, setError] = useState<string | null>(null);
  const start = useStartReplay();

  const n = Number(count);
  const valid = count.trim() !== "" && Number.isInteger(n) && n >= 1 && n <= max;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setError(`Choose how many past messages to test: a whole number from 1 to ${max}.`);
      return;
    }
    setError(null);
    start.mutate(n, {
      onSuccess: () => {
        setOpen(false);
        toast.success("Test on past mail started", `Replaying your last ${n} received messages.`);
        onStarted();
      },
      onError: (e) =>
        e instanceof ApiError && e.status === 401
          ? toast.error("User not authenticated")
          : setError(e.message || "The test on past mail could not be started. Please try again."),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setError(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <History aria-hidden /> Test on past mail
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Test on past mail</DialogTitle>
            <DialogDescription>
              Replays your last received messages through today's knowledge and configuration, and shows what
              the agent did then beside what it would do now. Nothing is sent, and no ticket changes.
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-1.5">
            <Label htmlFor="replay-count">Messages to replay</Label>
            <Input
              id="replay-count"
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              value={count}
              onChange={(e) => setCount(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby="replay-count-hint"
              className="w-32"
            />
            <p id="replay-count-hint" className="text-xs text-slate-600">
              The newest first, up to {max}.
            </p>
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={start.isPending}>
              {start.isPending ? "Starting..." : "Run test"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
