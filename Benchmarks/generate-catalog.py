#!/usr/bin/env python3
"""Generates a realistic, large String Catalog for the catalog benchmarks.

Usage: generate-catalog.py OUTPUT [--keys 17000] [--seed 1] [--mode mixed|realistic|many-findings]

The output is written in Xcode's exact layout (FORMATS.md §1.7: two-space indent, `" : "`,
empty objects as `{\\n\\n<indent>}`, no final newline), so `l10n format --check` on it has nothing
to change and has to read, write and compare every byte. With the defaults it is about 30 MB:
17,000 keys, 20 languages with uneven coverage, plurals (CLDR categories per language),
device variations (some with nested plurals), substitutions with argNum/formatSpecifier and
`%arg`, comments (some multi-line, some auto-generated), every extraction state and unit state,
`shouldTranslate: false`, empty entries, escapes and non-ASCII text.

Modes (`--mode`):
- `mixed` (the default, used by catalog.sh and lint.sh): every feature above at high rates, so
  each code path is exercised; coverage per key is uneven (10-70% of the languages).
- `realistic`: the mix measured on real apps' catalogs (counted from the structure of the
  catalogs in ../shared/corpus, none of their text): about 97.5% plain units, 1.5% plurals, 0.7%
  substitutions, 0.3% device variations; 95% of units translated, 3% needs_review, 1% new;
  comments on a third of the keys; 80% of keys without an extraction state, 10% manual, 2%
  extracted_with_value, 2% stale. Most languages are 93-100% translated and two are mid-way
  (about 40% and 60%), as in an app adding languages.
- `many-findings`: a big app in the middle of adding languages: 34 languages, each key
  translated in about a quarter of them, so `l10n lint` reports about 26 missing translations
  per key (about 450,000 findings at 17,500 keys, a catalog of about 28 MB).
"""
import argparse
import random

LANGUAGES = [
    "ar", "ca", "cs", "da", "de", "el", "en-GB", "es", "fi", "fr", "he", "it", "ja", "ko",
    "nl", "pl", "pt-BR", "ru", "zh-Hans", "zh-Hant",
]
PLURALS = {
    "ar": ["few", "many", "one", "other", "two", "zero"],
    "cs": ["few", "many", "one", "other"],
    "pl": ["few", "many", "one", "other"],
    "ru": ["few", "many", "one", "other"],
    "he": ["one", "other", "two"],
    "ja": ["other"], "ko": ["other"], "zh-Hans": ["other"], "zh-Hant": ["other"],
}
WORDS = (
    "account settings profile message photo album share delete undo redo search filter "
    "follow followers following notification privacy download upload library playlist "
    "subscription premium trial welcome back continue cancel done edit save draft "
    "schedule reminder calendar event location camera microphone permission network "
    "offline sync backup restore device battery storage theme appearance language"
).split()
ACCENTS = ["é", "ü", "ñ", "ø", "ł", "ç", "å", "ß", "漢字", "ありがとう", "привет", "مرحبا", "🙂", "•"]


def sentence(rng, lo=2, hi=7):
    words = [rng.choice(WORDS) for _ in range(rng.randint(lo, hi))]
    if rng.random() < 0.3:
        words.insert(rng.randrange(len(words)), rng.choice(ACCENTS))
    text = " ".join(words).capitalize()
    r = rng.random()
    if r < 0.05:
        text += ' "quoted"'
    elif r < 0.08:
        text += "\nsecond line"
    elif r < 0.09:
        text += "\ttab and back\\slash / slash"
    return text


def unit(rng, state, value):
    return {"stringUnit": {"state": state, "value": value}}


def state(rng):
    r = rng.random()
    return "translated" if r < 0.9 else ("needs_review" if r < 0.97 else "new")


def plural(rng, lang, fmt):
    cats = PLURALS.get(lang, ["one", "other"])
    return {"plural": {c: unit(rng, state(rng), f"{fmt} {sentence(rng, 1, 4)}") for c in cats}}


def localization(rng, lang, kind):
    if kind == "plural":
        return {"variations": plural(rng, lang, "%lld")}
    if kind == "device":
        devices = rng.sample(["iphone", "ipad", "mac", "applewatch", "applevision", "other"], 3)
        cases = {}
        for d in sorted(devices):
            if rng.random() < 0.3:
                cases[d] = {"variations": plural(rng, lang, "%lld")}
            else:
                cases[d] = unit(rng, state(rng), sentence(rng))
        return {"variations": {"device": cases}}
    if kind == "substitution":
        loc = unit(rng, state(rng), "%#@items@ in %#@folders@")
        loc["substitutions"] = {
            "folders": {"argNum": 2, "formatSpecifier": "lld",
                        "variations": plural(rng, lang, "%arg")},
            "items": {"argNum": 1, "formatSpecifier": "lld",
                      "variations": plural(rng, lang, "%arg")},
        }
        return loc
    return unit(rng, state(rng), sentence(rng))


REALISTIC_LANGUAGES = {
    # language: share of keys translated (two languages mid-way)
    "ar": 0.95, "de": 1.0, "es": 0.99, "fr": 1.0, "it": 0.97, "ja": 0.99, "ko": 0.96,
    "nl": 0.94, "pl": 0.6, "pt-BR": 0.98, "ru": 0.97, "tr": 0.4, "zh-Hans": 1.0,
    "zh-Hant": 0.93,
}
MANY_LANGUAGES = LANGUAGES + [
    "bg", "hi", "hr", "hu", "id", "ms", "nb", "pt-PT", "ro", "sk", "sv", "th", "tr", "uk",
]


def realistic_state(rng):
    r = rng.random()
    return "translated" if r < 0.96 else ("needs_review" if r < 0.99 else "new")


def realistic_entry(rng, key):
    e = {}
    if rng.random() < 0.33:
        e["comment"] = sentence(rng, 3, 12)
    r = rng.random()
    if r < 0.02:
        e["extractionState"] = "stale"
    elif r < 0.12:
        e["extractionState"] = "manual"
    elif r < 0.14:
        e["extractionState"] = "extracted_with_value"
    r = rng.random()
    kind = ("plural" if r < 0.015 else "substitution" if r < 0.022
            else "device" if r < 0.025 else "unit")
    locs = {}
    if kind != "unit" or rng.random() < 0.1:
        locs["en"] = localization(rng, "en", kind)
    for lang, coverage in REALISTIC_LANGUAGES.items():
        if rng.random() < coverage:
            loc = localization(rng, lang, kind)
            if "stringUnit" in loc:
                loc["stringUnit"]["state"] = realistic_state(rng)
            locs[lang] = loc
    if locs:
        e["localizations"] = locs
    if rng.random() < 0.005:
        e["shouldTranslate"] = False
    return e


def many_findings_entry(rng, key):
    e = {}
    if rng.random() < 0.3:
        e["comment"] = sentence(rng, 3, 10)
    if rng.random() < 0.1:
        e["extractionState"] = "manual"
    r = rng.random()
    kind = "plural" if r < 0.02 else "substitution" if r < 0.03 else "unit"
    locs = {}
    if kind != "unit":
        locs["en"] = localization(rng, "en", kind)
    for lang in MANY_LANGUAGES:
        if rng.random() < 0.25:
            loc = localization(rng, lang, kind)
            if "stringUnit" in loc:
                loc["stringUnit"]["state"] = "translated"
            locs[lang] = loc
    if locs:
        e["localizations"] = locs
    return e


def entry(rng, key):
    e = {}
    r = rng.random()
    if r < 0.04:
        return e  # an empty entry, as Xcode writes for extracted keys with no comment
    if rng.random() < 0.6:
        e["comment"] = sentence(rng, 4, 14)
        if rng.random() < 0.05:
            e["comment"] += "\n" + sentence(rng, 3, 8)
        if rng.random() < 0.05:
            e["isCommentAutoGenerated"] = True
    r = rng.random()
    if r < 0.05:
        e["extractionState"] = "stale"
    elif r < 0.15:
        e["extractionState"] = "manual"
    elif r < 0.18:
        e["extractionState"] = "extracted_with_value"
    r = rng.random()
    kind = "plural" if r < 0.08 else "device" if r < 0.10 else "substitution" if r < 0.12 else "unit"
    coverage = rng.choice([0.1, 0.2, 0.4, 0.7])
    locs = {}
    for lang in ["en"] + LANGUAGES:
        if lang == "en" and kind == "unit" and rng.random() < 0.8:
            continue  # most source strings are the key itself
        if lang != "en" and rng.random() > coverage:
            continue
        locs[lang] = localization(rng, lang, kind)
    if locs:
        e["localizations"] = locs
    if rng.random() < 0.01:
        e["shouldTranslate"] = False
    return e


def write(value, out, indent=0):
    if isinstance(value, dict):
        if not value:
            out.append("{\n\n" + "  " * indent + "}")
            return
        out.append("{\n")
        first = True
        for k, v in value.items():
            if not first:
                out.append(",\n")
            first = False
            out.append("  " * (indent + 1) + quote(k) + " : ")
            write(v, out, indent + 1)
        out.append("\n" + "  " * indent + "}")
    elif isinstance(value, bool):
        out.append("true" if value else "false")
    elif isinstance(value, int):
        out.append(str(value))
    else:
        out.append(quote(value))


def quote(s):
    escaped = []
    for ch in s:
        if ch == '"':
            escaped.append('\\"')
        elif ch == "\\":
            escaped.append("\\\\")
        elif ch == "\n":
            escaped.append("\\n")
        elif ch == "\r":
            escaped.append("\\r")
        elif ch == "\t":
            escaped.append("\\t")
        elif ord(ch) < 0x20:
            escaped.append("\\u%04x" % ord(ch))
        else:
            escaped.append(ch)
    return '"' + "".join(escaped) + '"'


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output")
    parser.add_argument("--keys", type=int, default=17000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--mode", choices=["mixed", "realistic", "many-findings"], default="mixed")
    args = parser.parse_args()
    make = {"mixed": entry, "realistic": realistic_entry, "many-findings": many_findings_entry}[
        args.mode]
    rng = random.Random(args.seed)
    keys = set()
    while len(keys) < args.keys:
        r = rng.random()
        if r < 0.5:
            keys.add(f"{rng.choice(WORDS)}.{rng.choice(WORDS)}.{rng.choice(WORDS)}.{rng.randint(1, 99)}")
        else:
            keys.add(sentence(rng, 1, 7).replace("\n", " "))
    strings = {k: make(rng, k) for k in sorted(keys, key=lambda k: (k.lower(), k))}
    catalog = {"sourceLanguage": "en", "strings": strings, "version": "1.0"}
    out = []
    write(catalog, out)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write("".join(out))


if __name__ == "__main__":
    main()
