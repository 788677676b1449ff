import { describe, expect, it } from "vitest";
import { errorPage } from "./errors";

describe("error pages", () => {
  it("speak the language of the address asked for, with a way home in it", () => {
    const spanish = errorPage(404, "es");
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain("No encontrado");
    expect(spanish).toContain('<a href="/es" style="color:#a5b4fc">Volver al inicio</a>');
    const german = errorPage(503, "de");
    expect(german).toContain("Gleich wieder da");
    expect(german).toContain('href="/de"');
    expect(errorPage(429, "fr")).toContain("Trop de requêtes");
    expect(errorPage(500)).toContain('<html lang="en">');
    expect(errorPage(500)).toContain('<a href="/" style="color:#a5b4fc">Back to home</a>');
    expect(errorPage(413, "es")).toContain("Solicitud incorrecta");
  });
});
