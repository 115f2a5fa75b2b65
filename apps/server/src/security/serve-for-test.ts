import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { App } from "../app";

export interface ServedApp {
  port: number;
  url: string;
  close(): Promise<void>;
}

/** The app on a real loopback socket, for what app.request() cannot show: sockets, streaming bodies, timing. */
export function serveForTest(app: App): Promise<ServedApp> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolve({
        port: info.port,
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * A request written as a hostile client would: headers that may lie about the length, a body that may be cut short.
 * Resolves with the first answer, or rejects when none comes within `waitForAnswerMs`.
 */
export function sendRaw(
  port: number,
  options: {
    method: string;
    path: string;
    headers: Record<string, string>;
    body: Buffer;
    waitForAnswerMs?: number;
  },
): Promise<{ status: number; text: string; json: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({
      host: "127.0.0.1",
      port,
      method: options.method,
      path: options.path,
      headers: options.headers,
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${options.waitForAnswerMs ?? 10_000} ms`));
    }, options.waitForAnswerMs ?? 10_000);
    req.on("response", (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => {
        clearTimeout(timer);
        req.destroy();
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {}
        resolve({ status: res.statusCode ?? 0, text, json });
      });
    });
    // The server may answer and close before the body is all sent: that is the point.
    req.on("error", () => {});
    req.write(options.body);
    if (
      options.headers["content-length"] === undefined ||
      Number(options.headers["content-length"]) === options.body.length
    )
      req.end();
  });
}
