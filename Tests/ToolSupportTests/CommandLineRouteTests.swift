import Testing
import ToolSupport

@Suite("CommandLineRoute")
struct CommandLineRouteTests {
  static let names = ["lint", "export"]

  @Test(
    "root decisions",
    arguments: [
      ([], CommandLineRoute.rootHelp),
      (["-h"], .rootHelp),
      (["--help"], .rootHelp),
      (["help"], .rootHelp),
      (["--version"], .version),
      (["help", "lint"], .subcommandHelp("lint")),
      (["help", "nope"], .usageError(UsageError("Unknown subcommand 'nope'"))),
      (["nope"], .usageError(UsageError("Unknown subcommand 'nope'"))),
      (["--nope"], .usageError(UsageError("Unknown option '--nope'"))),
      (["lint", "--strict", "-h"], .subcommandHelp("lint")),
      (["lint", "--", "--help"], .run("lint", arguments: ["--", "--help"])),
      (["export", "--format", "css"], .run("export", arguments: ["--format", "css"])),
      (["lint", "--version"], .run("lint", arguments: ["--version"])),
    ])
  func route(arguments: [String], expected: CommandLineRoute) {
    #expect(CommandLineRoute(arguments, subcommands: Self.names) == expected)
  }

  @Test("`<subcommand> --version` prints the version when the tool asks for it")
  func versionAfterSubcommand() {
    let route = CommandLineRoute(
      ["lint", "--version"], subcommands: Self.names, versionAfterSubcommand: true)
    #expect(route == .version)
    let after = CommandLineRoute(
      ["lint", "--", "--version"], subcommands: Self.names, versionAfterSubcommand: true)
    #expect(after == .run("lint", arguments: ["--", "--version"]))
  }
}
