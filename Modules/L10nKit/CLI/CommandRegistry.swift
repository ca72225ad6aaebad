/// The one list of `l10n` subcommands. Adding a subcommand is one line here plus its own file,
/// so parallel branches merge without conflicts beyond this list.
public enum CommandRegistry {
  /// Every subcommand, in the order `l10n --help` lists them.
  public static let subcommands: [any Subcommand.Type] = [
    LintCommand.self,
    BuildLintCommand.self,
    StatusCommand.self,
    InitCommand.self,
    ProjectCommand.self,
    RulesCommand.self,
    FormatCommand.self,
    ExtractCommand.self,
    PluralsCommand.self,
    ExportCommand.self,
    ImportCommand.self,
  ]

  /// The subcommand called `name`.
  public static func subcommand(named name: String) -> (any Subcommand.Type)? {
    subcommands.first { $0.description.name == name }
  }
}
