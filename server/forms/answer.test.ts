import { afterEach, describe, expect, it, vi } from "vitest";
import { redirect } from "react-router";
import { log } from "../log/index";
import { accepted, refused, unavailable } from "./answer";

afterEach(() => vi.restoreAllMocks());

describe("a form's answer", () => {
  it("says what was taken, or why not with the values to show again", () => {
    expect(accepted("Saved.")).toMatchObject({ data: { ok: true, message: "Saved." } });
    expect(accepted().data).toEqual({ ok: true });
    expect(refused(409, { message: "Taken.", values: { name: "Ada" } })).toMatchObject({ data: { ok: false, message: "Taken.", values: { name: "Ada" } }, init: { status: 409 } });
  });

  it("turns a failed write into the form's 503 and logs the detail", () => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const failure = new Error("connection refused");
    const answer = unavailable(failure, { log: "A thing could not be saved", message: "Please try again.", values: { name: "Ada" } });
    expect(answer).toMatchObject({ data: { ok: false, message: "Please try again.", values: { name: "Ada" } }, init: { status: 503 } });
    expect(logged).toHaveBeenCalledWith({ err: failure }, "A thing could not be saved");
  });

  it("lets a redirect thrown by the work pass on", () => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => undefined);
    const away = redirect("/admin/tools/1");
    expect(() => unavailable(away, { log: "unused", values: {} })).toThrow(away);
    expect(logged).not.toHaveBeenCalled();
  });
});
