import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box";

describe("secret box", () => {
  it("round-trips a password without storing it readable", () => {
    const box = createSecretBox("k");
    const sealed = box.seal("hunter2-secret");
    expect(sealed).not.toContain("hunter2");
    expect(box.open(sealed)).toBe("hunter2-secret");
    expect(box.openJson(box.sealJson({ a: 1 }))).toEqual({ a: 1 });
  });

  it("refuses a value sealed with another key or tampered with", () => {
    const sealed = createSecretBox("k1").seal("x");
    expect(() => createSecretBox("k2").open(sealed)).toThrow();
    expect(() => createSecretBox("k1").open(`${sealed.slice(0, -2)}AA`)).toThrow();
  });
});
