import { describe, expect, it } from "vitest";
import { isMakerEmail, makerDomainOf } from "./makers";

describe("makers of a product", () => {
  it("is an e-mail on the product's own domain or a subdomain of it", () => {
    expect(makerDomainOf("https://www.photoroom.com/")).toBe("photoroom.com");
    expect(isMakerEmail("ana@photoroom.com", "https://www.photoroom.com/")).toBe(true);
    expect(isMakerEmail("ana@eu.photoroom.com", "https://photoroom.com/")).toBe(true);
    expect(isMakerEmail("ANA@PhotoRoom.com", "https://www.photoroom.com/")).toBe(true);
  });

  it("is not an e-mail on another domain that merely ends the same way", () => {
    expect(isMakerEmail("ana@notphotoroom.com", "https://photoroom.com/")).toBe(false);
    expect(isMakerEmail("ana@gmail.com", "https://photoroom.com/")).toBe(false);
  });

  it("is never an e-mail on a parent of the product's domain, where anyone may have an address", () => {
    expect(isMakerEmail("anyone@proton.me", "https://lumo.proton.me/")).toBe(false);
    expect(isMakerEmail("anyone@naver.com", "https://papago.naver.com/")).toBe(false);
    expect(isMakerEmail("student@uchicago.edu", "https://glaze.cs.uchicago.edu/")).toBe(false);
    expect(isMakerEmail("ana@google.com", "https://gemini.google.com/app")).toBe(false);
    expect(isMakerEmail("team@lumo.proton.me", "https://lumo.proton.me/")).toBe(true);
  });

  it("names no maker for a shared host, a missing or a broken address", () => {
    expect(makerDomainOf("https://github.com/comfyanonymous/ComfyUI")).toBeNull();
    expect(makerDomainOf("https://www.youtube.com/watch?v=x")).toBeNull();
    expect(isMakerEmail("dev@github.com", "https://github.com/comfyanonymous/ComfyUI")).toBe(false);
    expect(makerDomainOf(null)).toBeNull();
    expect(makerDomainOf("not a url")).toBeNull();
  });
});
