#!/usr/bin/env bash
# Writes N synthetic SwiftUI source files (default 3000, ~120 lines each) into DIR, mixing every
# construct the extractor must handle: localized literals, verbatim text, project keys, dynamic
# keys, interpolations, multi-line and raw strings, nested comments, regex literals, #if blocks.
# Usage: Benchmarks/extraction/generate-sources.sh [N] [DIR]
set -euo pipefail
count="${1:-3000}"
dir="${2:-/tmp/atelier-extraction-bench}"
rm -rf "$dir"
mkdir -p "$dir"
for ((i = 0; i < count; i++)); do
  folder="$dir/Feature$((i % 40))"
  mkdir -p "$folder"
  cat >"$folder/Screen$i.swift" <<SWIFT
import SwiftUI

/// Screen $i: a generated view for the extraction benchmark.
/* A block comment /* with a nested one */ and a "quote" */
struct Screen${i}View: View {
  @Environment(LocaleController.self) private var locale
  @State private var count = $i
  @State private var isOn = false
  let title: String
  static let key$i = LocalizationKey("screen$i.title")
  let pattern = /[a-z"]+\\d{2}/

  var body: some View {
    NavigationStack {
      List {
        Section("Section $i") {
          Text("Hello, world $i")
          Text("You have \\(count) items in \\(title)")
          Text(verbatim: "debug-$i")
          Text(title)
          Text(locale.t("screen$i.subtitle"))
          Label("Favourites $i", systemImage: "star")
          Toggle("Enabled $i", isOn: \$isOn)
          Button("Save $i") { save() }
          Button(action: save) { Text("Go $i") }
          Image(systemName: "heart")
        }
        Section {
          Text(String(localized: "files.count.$i", defaultValue: "\\(count) files", comment: "Count of files"))
          Text(NSLocalizedString("legacy.$i", comment: "Legacy key"))
          Text(#"Raw "quoted" \\#(count) text"#)
          Text("""
            Multi-line text $i
              with "quotes" and \\(count)
            """)
        }
      }
      .navigationTitle("Screen $i")
      .help("Help for screen $i")
      .accessibilityIdentifier("screen-$i")
      .alert("Delete item $i?", isPresented: \$isOn) {
        Button("Delete", role: .destructive) {}
      }
    }
  }

  private func save() {
    // Text("not a call") in a comment
    print("saving \\(count) // not a comment")
    let ratio = Double(count) / 2.0 / 3.0
    #if DEBUG
    print("ratio \\(ratio)")
    #else
    _ = locale.t("screen$i.release", count)
    #endif
  }
}
SWIFT
done
echo "$count files in $dir"
