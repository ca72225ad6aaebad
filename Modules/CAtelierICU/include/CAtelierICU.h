// A narrow C API over the system ICU for Atelier's toolchain.
//
// No ICU type appears here: Swift imports this header, and ICU's own headers would clash with
// the ICU inside Foundation. Strings are UTF-8 with explicit lengths; results are written into
// caller-provided buffers and the functions return the full length needed (so a caller can
// retry with a larger buffer), or a negative value on error.
#ifndef CATELIER_ICU_H
#define CATELIER_ICU_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Compares two UTF-8 strings as Xcode sorts String Catalog keys: ICU root collation at
/// secondary strength with numeric ordering, ties broken at tertiary strength (lower case
/// first), then by code point. Returns -1, 0 or 1. Thread-safe.
int atelier_icu_collate(const char *a, size_t aLength, const char *b, size_t bLength);

/// Writes the ICU collation sort key of a UTF-8 string for the same ordering as
/// `atelier_icu_collate` at secondary strength (numeric on). Returns the key's length.
int32_t atelier_icu_sort_key(const char *s, size_t length, uint8_t *out, int32_t capacity);

/// Writes the UTF-16 code units of the canonical decomposition (NFD) of a UTF-8 string, as
/// `NSString`'s comparisons see text. Returns the number of units, or -1 on error. Thread-safe.
int32_t atelier_icu_nfd_utf16(const char *s, size_t length, uint16_t *out, int32_t capacity);

/// Writes the CLDR plural categories of `locale` (BCP 47 or ICU id), space-separated in
/// code-point order, e.g. "few many one other". Returns the length, or -1 on error.
int32_t atelier_icu_plural_categories(const char *locale, char *out, int32_t capacity);

/// Selects the CLDR plural category for a decimal number given as text ("1", "1.50", "-3"),
/// keeping its visible fraction digits (so "1.0" and "1" may differ). Returns the length of
/// the category written into `out`, or -1 on error.
int32_t atelier_icu_plural_select(const char *locale, const char *number, char *out,
                                  int32_t capacity);

/// Writes the plural rule text of `locale` as CLDR rule text from ICU.s `plurals` resource bundle (`PluralRules::getRules()` without the samples) returns it,
/// e.g. "one: i = 1 and v = 0 @integer 1; other: ...". Returns the length, or -1 on error.
int32_t atelier_icu_plural_rules(const char *locale, char *out, int32_t capacity);

/// Writes up to `count` integer or decimal samples of a plural category, formatted as text,
/// separated by spaces; `decimal` chooses decimal samples. Returns the length, or -1.
int32_t atelier_icu_plural_samples(const char *locale, const char *category, int decimal,
                                   char *out, int32_t capacity);

/// Writes the locales ICU has plural rules for, space-separated. Returns the length, or -1.
int32_t atelier_icu_plural_locales(char *out, int32_t capacity);

/// Whether ICU knows the language of `locale` (for example "de", "zh-Hans", "pt-BR"); unknown
/// or malformed codes such as "xx" or "english" return 0.
int atelier_icu_is_known_language(const char *locale);

/// Writes ICU's version, e.g. "72.1". Returns the length.
int32_t atelier_icu_version(char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
