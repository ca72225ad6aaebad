import Foundation
import L10nKit

exit(L10nTool.run(Array(CommandLine.arguments.dropFirst()), in: .live()))
