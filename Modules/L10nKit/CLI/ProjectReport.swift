/// What discovery found, told on standard error: the summary when no `l10n.json` pinned the
/// project, and every note (what a project reader could not understand). `emitNotes` false
/// leaves out the notes on catalogs built only by targets with `SWIFT_EMIT_LOC_STRINGS = NO`
/// (`extract` tells them with what it did).
enum ProjectReport {
  static func print(
    _ model: ProjectModel, _ configuration: L10nConfiguration, in context: CommandContext,
    pinned: Bool = false, emitNotes: Bool = true
  ) {
    let summary = model.summary(relativeTo: context.workingDirectory)
    if pinned {
      context.printError(summary)
    } else if configuration.path == nil {
      let sentence = summary.prefix(1).lowercased() + summary.dropFirst()
      context.printError(
        "note: no \(L10nConfiguration.fileName); \(sentence) Run 'l10n init' to pin it.")
    }
    if pinned || configuration.path == nil {
      // Found, but judged against no code: say so rather than report nothing.
      for catalog in model.catalogs where model.nonSwiftCatalogs[catalog] == .noTarget {
        let path = PathUtilities.relative(catalog, to: context.workingDirectory)
        context.printError(
          "note: no target builds \(path), so its keys are not checked against the code; add"
            + " it to a target's resources, or list it in a target of l10n.json (\"targets\":"
            + " [{ \"name\", \"sources\", \"catalogs\" }])")
      }
      // Built, but only by targets whose Swift strings the compiler does not extract.
      for catalog in model.catalogs where emitNotes && model.nonSwiftCatalogs[catalog] == nil {
        let builders = model.unextractedBuilders(of: catalog)
        guard !builders.isEmpty else { continue }
        let path = PathUtilities.relative(catalog, to: context.workingDirectory)
        let names = builders.map { "'\($0.name)'" }.joined(separator: ", ")
        context.printError(
          "note: the targets that build \(path) (\(names)) have SWIFT_EMIT_LOC_STRINGS = NO:"
            + " Xcode extracts only their \(ProjectModel.sourceScanReads(builders)) into it,"
            + " untyped, so only those are reported missing; "
            + "\(model.emitSettingAdvice(forCatalog: catalog)) to extract every key")
      }
    }
    for note in model.notes {
      var shown = note
      shown.path = PathUtilities.relative(note.path, to: context.workingDirectory)
      context.printError(shown.description)
    }
  }
}
