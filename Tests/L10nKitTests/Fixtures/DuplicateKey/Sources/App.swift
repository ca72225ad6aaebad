let cancel = locale.t("Cancel")
let done = locale.t("Done")
let missing = locale.t("Missing")
