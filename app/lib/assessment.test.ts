import { describe, expect, it } from "vitest";
import { answersQuery, parseAnswers, resultsPath } from "./assessment";

const parse = (query: string) => parseAnswers(new URLSearchParams(query));

describe("the assessment's answers in an address", () => {
  it("reads a full set of answers and writes them back in one order", () => {
    const parsed = parse("n=no-training&d=designer&t=generate-images:10&t=remove-backgrounds:4&u=canva&b=20&n=commercial&p=mac");
    expect(parsed).toEqual({
      ok: true,
      answers: {
        discipline: "designer",
        tasks: [
          { task: "generate-images", hours: 10 },
          { task: "remove-backgrounds", hours: 4 },
        ],
        uses: ["canva"],
        budget: "20",
        needs: ["no-training", "commercial"],
        places: ["mac"],
      },
    });
    if (!parsed.ok) throw new Error("parsed above");
    // Needs in the list's order: the same answers always make the same address.
    expect(answersQuery(parsed.answers)).toBe("d=designer&t=generate-images%3A10&t=remove-backgrounds%3A4&u=canva&b=20&n=commercial&n=no-training&p=mac");
    expect(parse(answersQuery(parsed.answers))).toEqual(parse(new URLSearchParams(answersQuery(parsed.answers)).toString()));
    expect(resultsPath(parsed.answers)).toMatch(/^\/workflow-survival-details\/results\?d=designer&/);
  });

  it.each([
    ["no discipline", "t=generate-images:10&b=20"],
    ["an unknown discipline", "d=astronaut&t=generate-images:10"],
    ["no task", "d=designer&b=20"],
    ["a task the catalogue does not have", "d=designer&t=juggling:10"],
    ["zero hours", "d=designer&t=generate-images:0"],
    ["more hours than a week's work", "d=designer&t=generate-images:61"],
    ["hours that are not a number", "d=designer&t=generate-images:ten"],
    ["a task twice", "d=designer&t=generate-images:3&t=generate-images:4"],
    ["six tasks", "d=designer&t=generate-images:1&t=edit-photos:1&t=remove-backgrounds:1&t=upscale-images:1&t=restore-photos:1&t=headshots:1"],
    ["an unknown budget", "d=designer&t=generate-images:10&b=1000"],
    ["an unknown need", "d=designer&t=generate-images:10&n=telepathy"],
    ["an unknown place", "d=designer&t=generate-images:10&p=moon"],
    ["a tool that is no slug", "d=designer&t=generate-images:10&u=%3Cscript%3E"],
  ])("refuses %s", (_why, query) => {
    expect(parse(query)).toEqual({ ok: false });
  });
});
