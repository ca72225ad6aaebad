import Foundation
import L10nKit

// A file size limit (`ulimit -f`) makes a write fail with EFBIG, which l10n reports, instead of
// killing the process with SIGXFSZ.
signal(SIGXFSZ, SIG_IGN)
exit(L10nTool.run(Array(CommandLine.arguments.dropFirst()), in: .live()))
