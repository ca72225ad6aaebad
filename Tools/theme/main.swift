import Foundation
import ThemeKit

exit(ThemeTool.run(Array(CommandLine.arguments.dropFirst()), in: .live()))
