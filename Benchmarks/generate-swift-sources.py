#!/usr/bin/env python3
"""Generates a SwiftUI-style app of many Swift files that use a catalog's keys, for lint.sh.

Usage: generate-swift-sources.py CATALOG OUTPUT_DIR [--files 3000] [--seed 1]

Each file declares a few views whose bodies call `locale.t("key")` with keys taken from the
catalog (so most keys are used), plus interpolated `String(localized:)` calls, comments,
multi-line and raw strings the lexer must skip, `Text(verbatim:)`, and a few keys the catalog
lacks (so `missing_key` has something to report). Output is deterministic for a seed.
"""
import argparse
import json
import os
import random


def swift_literal(text):
    return (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    )


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("catalog")
    parser.add_argument("output")
    parser.add_argument("--files", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    with open(args.catalog, "rb") as f:
        keys = [k for k in json.load(f)["strings"] if "%" not in k]
    rng.shuffle(keys)
    per_file = max(1, len(keys) // args.files + 1)
    for index in range(args.files):
        folder = os.path.join(args.output, f"Feature{index // 100:02d}")
        os.makedirs(folder, exist_ok=True)
        chunk = keys[index * per_file:(index + 1) * per_file] or [rng.choice(keys)]
        lines = [
            "import SwiftUI",
            "",
            f"/// Screen {index}: generated for Benchmarks/lint.sh.",
            f"struct Screen{index}: View {{",
            "  @Environment(LocaleController.self) private var locale",
            "  let count: Int",
            "",
            "  var body: some View {",
            "    VStack {",
        ]
        for key in chunk:
            lines.append(f'      Text(locale.t("{swift_literal(key)}"))  // key in the catalog')
        lines += [
            f'      Text(verbatim: "Debug {index}")',
            '      Text(String(localized: "\\(count) items"))',
            "      /* a block comment with \"quotes\" and locale.t(\"not.a.key\") */",
            '      let raw = #"raw \\(not) interpolated "quoted""#',
            '      let multi = """',
            '        locale.t("also.not.a.key")',
            '        """',
        ]
        if index % 500 == 0:
            lines.append(f'      Text(locale.t("missing.key.{index}"))')
        lines += ["    }", "  }", "}", ""]
        with open(os.path.join(folder, f"Screen{index}.swift"), "w") as f:
            f.write("\n".join(lines))


if __name__ == "__main__":
    main()
