// Carries ICU's pkg-config flags and system-package providers to the `CAtelierICU` shim.
// Swift code must not import this module: it would meet ICU's headers, which clash with the ICU
// that Foundation bundles. Use `CAtelierICU`'s narrow C API instead.
#include <unicode/uversion.h>
