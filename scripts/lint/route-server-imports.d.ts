// The rule is JavaScript so that eslint.config.js loads it without a build step; its type for the tests.
import type { Rule } from "eslint";

declare const rule: Rule.RuleModule;
export default rule;
