import type { UseQueryResult } from "@tanstack/react-query";
import { CircleAlert, RefreshCw } from "lucide-react";
import type * as React from "react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

/**
 * A card of the report, named for screen readers by its title, with its own loading and error states: one failed
 * query leaves the rest of the page readable, and "Try again" asks only for this part.
 */
export function ReportSection<T>({
  title,
  description,
  query,
  children,
  className,
  actions,
}: {
  title: string;
  description?: string;
  query: UseQueryResult<T>;
  children: (data: T) => React.ReactNode;
  className?: string;
  actions?: React.ReactNode;
}) {
  const titleId = useId();
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      aria-busy={query.isFetching}
      className={cn("min-w-0", className)}
    >
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-2 p-4 sm:p-6">
        <div className="min-w-0 space-y-1">
          <CardTitle id={titleId} className="text-base">
            {title}
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {actions}
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        {query.data !== undefined ? (
          children(query.data)
        ) : query.isError ? (
          <SectionError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <div className="flex h-24 items-center justify-center">
            <Spinner label={`Loading ${title.toLowerCase()}...`} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function SectionError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">This part of the report could not be loaded: {message}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden />
        Try again
      </Button>
    </div>
  );
}
