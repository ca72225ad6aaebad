// A fixture of l10n's tests, written for them.
import SwiftUI

// Left out of the target by the synchronized folder's exception: not compiled, not extracted.
let previewTitle = AppLocalized("Preview Only", comment: "")
