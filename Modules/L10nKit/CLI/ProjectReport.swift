/// What discovery found, told on standard error: the summary when no `l10n.json` pinned the
/// project, and every note (what a project reader could not understand).
enum ProjectReport {
  static func print(
    _ model: ProjectModel, _ configuration: L10nConfiguration, in context: CommandContext,
    pinned: Bool = false
  ) {
    let summary = model.summary(relativeTo: context.workingDirectory)
    if pinned {
      context.printError(summary)
    } else if configuration.path == nil {
      context.printError(
        "note: no \(L10nConfiguration.fileName); \(summary) Run 'l10n init' to pin it.")
    }
    for note in model.notes {
      var shown = note
      shown.path = PathUtilities.relative(note.path, to: context.workingDirectory)
      context.printError(shown.description)
    }
  }
}
