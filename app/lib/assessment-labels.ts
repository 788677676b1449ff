/** The assessment's choices as the page's language names them. */
import type { Budget, Discipline, Need, Place } from "./assessment";
import type { Requirement } from "@server/assessment/match";
import * as m from "../paraglide/messages";

const DISCIPLINE_LABELS: Record<Discipline, () => string> = {
  designer: m.assessment_discipline_designer,
  writer: m.assessment_discipline_writer,
  marketer: m.assessment_discipline_marketer,
  photographer: m.assessment_discipline_photographer,
  architect: m.assessment_discipline_architect,
  videographer: m.assessment_discipline_videographer,
  other: m.assessment_discipline_other,
};
const BUDGET_LABELS: Record<Budget, () => string> = {
  "0": m.assessment_budget_0,
  "10": m.assessment_budget_10,
  "20": m.assessment_budget_20,
  "50": m.assessment_budget_50,
  any: m.assessment_budget_any,
};
const NEED_LABELS: Record<Need, () => string> = {
  commercial: m.assessment_need_commercial,
  "no-training": m.assessment_need_no_training,
  "open-source": m.assessment_need_open_source,
};
const PLACE_LABELS: Record<Place, () => string> = {
  web: m.assessment_place_web,
  mac: m.assessment_place_mac,
  windows: m.assessment_place_windows,
  offline: m.assessment_place_offline,
};
const REQUIREMENT_LABELS: Record<Requirement, () => string> = {
  budget: m.assessment_req_budget,
  commercial: m.assessment_req_commercial,
  "no-training": m.assessment_req_no_training,
  "open-source": m.assessment_req_open_source,
  place: m.assessment_req_place,
};

export const disciplineLabel = (value: Discipline) => DISCIPLINE_LABELS[value]();
export const budgetLabel = (value: Budget) => BUDGET_LABELS[value]();
export const needLabel = (value: Need) => NEED_LABELS[value]();
export const placeLabel = (value: Place) => PLACE_LABELS[value]();
export const requirementLabel = (value: Requirement) => REQUIREMENT_LABELS[value]();
