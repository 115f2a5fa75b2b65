import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_LIMITS, type FetchLimits, safeFetch } from "./safe-fetch";

// Issue 25: the fetcher is safe to point anywhere: nothing private, no endless redirects, no huge bodies.
describe("The website fetcher", () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
      if (hop) return res.writeHead(302, { location: `/hop/${Number(hop[1]) + 1}` }).end();
      if (url.pathname === "/declared-huge") {
        res.writeHead(200, { "content-type": "text/html", "content-length": String(50 * 1024 * 1024) });
        return res.end("<p>not really</p>");
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<p>ok</p>");
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const local: FetchLimits = { ...DEFAULT_LIMITS, allowPrivate: true };

  it("refuses loopback, private and link-local addresses unless allowed", async () => {
    for (const address of [
      `http://127.0.0.1:${port}/`,
      "http://10.0.0.1/",
      "http://192.168.1.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
    ])
      expect(await safeFetch(address)).toMatchObject({ ok: false, code: "private" });
    expect(await safeFetch(`http://127.0.0.1:${port}/`, { limits: local })).toMatchObject({ ok: true });
  });

  it("refuses a public-looking name that resolves to a private address", async () => {
    const resolve = ((_host: string, _options: unknown, callback: (...args: unknown[]) => void) =>
      callback(null, [{ address: "127.0.0.1", family: 4 }])) as unknown as FetchLimits["resolve"];
    const result = await safeFetch(`http://hotel.example:${port}/`, {
      limits: { ...DEFAULT_LIMITS, resolve },
    });
    expect(result).toMatchObject({ ok: false, code: "private" });
  });

  it("follows at most five redirects", async () => {
    expect(await safeFetch(`http://127.0.0.1:${port}/hop/0`, { limits: local })).toMatchObject({
      ok: false,
      message: "This page redirects more than 5 times",
    });
  });

  it("refuses a body declared larger than the limit without reading it", async () => {
    expect(await safeFetch(`http://127.0.0.1:${port}/declared-huge`, { limits: local })).toMatchObject({
      ok: false,
      code: "too-large",
    });
  });

  it("refuses addresses that are not http or https", async () => {
    expect(await safeFetch("file:///etc/passwd")).toMatchObject({ ok: false, code: "bad-address" });
    expect(await safeFetch("ftp://example.com/")).toMatchObject({ ok: false, code: "bad-address" });
  });
});
