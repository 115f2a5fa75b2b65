import pino from "pino";

export type Logger = pino.Logger;

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      serializers: { err: serializeError },
    },
    destination,
  );
}

const MAX_LOGGED_MESSAGE = 500;

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/**
 * Errors as pino logs them, without what a customer wrote: a failed database query (Drizzle puts the whole statement
 * and every parameter, a full mail included, in its message) is logged by its statement's start, the sizes of its
 * parameters and the database's own reason; any other long message is cut.
 */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  const query = (error as { query?: unknown }).query;
  const params = (error as { params?: unknown }).params;
  if (typeof query === "string" && Array.isArray(params)) {
    delete serialized.params;
    delete serialized.query;
    serialized.message = `Failed query: ${shorten(query, 120)}`;
    serialized.paramSizes = params.map((p) =>
      typeof p === "string" ? p.length : p === null || p === undefined ? 0 : (JSON.stringify(p)?.length ?? 0),
    );
  } else {
    // pino's own message repeats every cause's; the causes are serialized below, each on its own.
    serialized.message = shorten(error.message, MAX_LOGGED_MESSAGE);
  }
  // The stack starts with the message again: keep only its frames.
  if (typeof serialized.stack === "string")
    serialized.stack = serialized.stack
      .split("\n")
      .filter((line) => line.startsWith("    at "))
      .join("\n");
  if (error.cause !== undefined) serialized.cause = serializeError(error.cause);
  return serialized;
}
