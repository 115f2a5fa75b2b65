import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import type { AppBindings } from "../context";
import { AppError } from "../lib/errors";
import { requestBodyLimit } from "./request-guards";
import { type ServedApp, sendRaw, serveForTest } from "./serve-for-test";

// The body limit on its own, with small limits: what is held in memory, what is passed on, where a stream is cut.
describe("request body limits (item 5)", () => {
  let served: ServedApp;
  const seenByHandler: number[] = [];
  beforeAll(async () => {
    const app = new Hono<AppBindings>();
    app.use(requestBodyLimit({ maxBytes: 1024, maxUploadBytes: 64 * 1024 }));
    app.post("*", async (c) => {
      let bytes = 0;
      for await (const chunk of c.req.raw.body ?? []) bytes += (chunk as Uint8Array).byteLength;
      seenByHandler.push(bytes);
      return c.json({ bytes });
    });
    app.onError((error, c) =>
      error instanceof AppError
        ? c.json({ error: { code: error.code, message: error.message } }, error.status)
        : c.json({ error: { code: "INTERNAL" } }, 500),
    );
    served = await serveForTest(app as unknown as App);
  });
  afterAll(() => served?.close());

  const post = (path: string, contentType: string, bytes: number, chunked: boolean) =>
    sendRaw(served.port, {
      method: "POST",
      path,
      headers: {
        "content-type": contentType,
        ...(chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(bytes) }),
      },
      body: Buffer.alloc(bytes, 0x61),
    });

  it("passes JSON up to the limit and refuses one byte more, announced or streamed", async () => {
    expect((await post("/api/x", "application/json", 1024, false)).status).toBe(200);
    expect((await post("/api/x", "application/json", 1025, false)).status).toBe(413);
    expect((await post("/api/x", "application/json", 1024, true)).status).toBe(200);
    const streamed = await post("/api/x", "application/json", 5000, true);
    expect(streamed.status).toBe(413);
    expect(streamed.json.error.message).toBe(
      "This request is too large: the most the server accepts is 1 KB. Please shorten the text and try again.",
    );
  });

  it("gives API uploads their own allowance, and streams them to the handler instead of holding them", async () => {
    expect((await post("/api/upload", "multipart/form-data; boundary=x", 60 * 1024, false)).status).toBe(200);
    expect((await post("/api/upload", "multipart/form-data; boundary=x", 60 * 1024, true)).status).toBe(200);
    const announced = await post("/api/upload", "multipart/form-data; boundary=x", 65 * 1024, false);
    expect(announced.status).toBe(413);
    expect(announced.json.error.message).toBe(
      "This file is too large: the most you can upload at once is 64 KB. Please split it into smaller files.",
    );
    seenByHandler.length = 0;
    const streamed = await post("/api/upload", "multipart/form-data; boundary=x", 200 * 1024, true);
    expect(streamed.status).toBe(413);
    // The handler read what came, and never more than the allowance.
    expect(seenByHandler.every((n) => n <= 64 * 1024)).toBe(true);
  });

  it("holds a multipart body to sign-in and sign-up to the JSON limit", async () => {
    const res = await post("/api/auth/sign-up/email", "multipart/form-data; boundary=x", 8 * 1024, false);
    expect(res.status).toBe(413);
  });
});
