import L10nKit

print("l10n: ICU \(CLDRPlurals.icuVersion)")
