import type { z } from "zod";

/**
 * What a person reads when a value is refused and its schema gave no message of its own: the
 * studio's plain English instead of zod's wording ("Too small: expected string to have >=1
 * characters"). Every contract should name its refusals in its own words; this is the floor under
 * the ones that do not, for the site, the back office and the API alike (issue 29, decision 35).
 * Installed as zod's `customError` in text.ts, which every contract with free text imports.
 */
export function plainMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === null || issue.input === "")
        return "Fill in this field";
      return typeMessages[issue.expected] ?? "Check this field: its value is not one it can hold";
    case "too_small":
      return tooSmall(issue.origin, Number(issue.minimum));
    case "too_big":
      return tooBig(issue.origin, Number(issue.maximum));
    case "invalid_format":
      return formatMessages[issue.format] ?? "Check the format shown under the field";
    case "invalid_value":
      return issue.values.length === 1 ? "Tick this to go on" : "Choose one of the options";
    case "not_multiple_of":
      return `Enter a multiple of ${issue.divisor}`;
    case "unrecognized_keys":
      return "The form sent a field it does not have: reload the page and try again";
    default:
      return "Check this field";
  }
}

const typeMessages: Partial<Record<string, string>> = {
  string: "Enter text here",
  number: "Enter a number",
  int: "Enter a whole number",
  boolean: "Choose yes or no",
  date: "Enter a date",
  array: "Choose from the list",
  object: "Fill in this part of the form",
};

const formatMessages: Partial<Record<string, string>> = {
  email: "Enter a valid email address, like name@company.com",
  url: "Enter a web address, like https://www.example.com",
  uuid: "This link is not complete: open it again from the page that gave it",
  datetime: "Enter a date and time",
  date: "Enter a date",
  time: "Enter a time",
  regex: "Check the format shown under the field",
};

function tooSmall(origin: string, minimum: number): string {
  switch (origin) {
    case "string":
      return minimum <= 1 ? "Fill in this field" : `Use at least ${minimum} characters`;
    case "array":
    case "set":
      return minimum <= 1 ? "Choose at least one" : `Choose at least ${minimum}`;
    case "date":
      return "Choose a later date";
    default:
      return `Enter ${minimum} or more`;
  }
}

function tooBig(origin: string, maximum: number): string {
  switch (origin) {
    case "string":
      return `Use at most ${maximum} characters`;
    case "array":
    case "set":
      return `Choose at most ${maximum}`;
    case "date":
      return "Choose an earlier date";
    default:
      return `Enter ${maximum} or less`;
  }
}

/**
 * Zod's own wording, as a pattern: what a test searches a page for, and what never reaches a person.
 * ("Too small: expected string to have >=1 characters", "Invalid input: expected string, received
 * undefined", "Invalid option: expected one of …", "Invalid string: must match pattern …".)
 */
export const zodWording =
  /Too (?:small|big): expected|Invalid (?:input|option|string|email|UUID|ISO|URL|url|uuid|datetime|element|key|union)\b|expected (?:string|number|boolean|array|object|a site path)\b|received undefined|must match pattern|Unrecognized key/;
