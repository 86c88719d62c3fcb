import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGS } from "./index.ts";

/**
 * Server messages answer in the request's language: every area's file exists in both languages
 * with the same keys and no empty text. English may add a singular form (`<KEY>_ONE`) of a key
 * both languages have; Chinese has no plural.
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "locales");
const read = (lang: string, file: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.join(dir, lang, file), "utf8")) as Record<
    string,
    unknown
  >;

describe("server messages", () => {
  it("every area has the same keys in both languages, each a text", () => {
    const files = LANGS.map((l) =>
      fs
        .readdirSync(path.join(dir, l))
        .filter((f) => f.endsWith(".json"))
        .sort(),
    );
    expect(files[1]).toEqual(files[0]);
    const problems: string[] = [];
    for (const file of files[0]!) {
      const [zh, en] = LANGS.map((l) => read(l, file));
      for (const key of Object.keys(zh!))
        if (!(key in en!)) problems.push(`${file}: ${key} missing in en-us`);
      for (const key of Object.keys(en!))
        if (!(key in zh!) && !(key.endsWith("_ONE") && key.slice(0, -4) in zh!))
          problems.push(`${file}: ${key} missing in zh-cn`);
      for (const [lang, table] of [
        ["zh-cn", zh],
        ["en-us", en],
      ] as const) {
        for (const [key, text] of Object.entries(table!))
          if (typeof text !== "string" || text.trim() === "")
            problems.push(`${file}: ${key} is empty in ${lang}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
