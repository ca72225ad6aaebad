// The implementation of CAtelierICU.h over the system ICU (C++ API, ICU 60 or later).
#include "CAtelierICU.h"

#include <unicode/coll.h>
#include <unicode/locid.h>
#include <unicode/normalizer2.h>
#include <unicode/numberformatter.h>
#include <unicode/plurrule.h>
#include <unicode/strenum.h>
#include <unicode/ucol.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/uversion.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

namespace {

/// Copies `value` into `out` (NUL-terminated when it fits) and returns its full length.
int32_t emit(const std::string &value, char *out, int32_t capacity) {
  if (out != nullptr && capacity > 0) {
    size_t n = std::min(value.size(), static_cast<size_t>(capacity - 1));
    std::memcpy(out, value.data(), n);
    out[n] = '\0';
  }
  return static_cast<int32_t>(value.size());
}

/// ICU collators are not thread-safe; each thread clones its own from the shared root ones.
struct Collators {
  UCollator *secondary = nullptr;
  UCollator *tertiary = nullptr;
  Collators() {
    UErrorCode status = U_ZERO_ERROR;
    secondary = ucol_open("", &status);
    ucol_setStrength(secondary, UCOL_SECONDARY);
    ucol_setAttribute(secondary, UCOL_NUMERIC_COLLATION, UCOL_ON, &status);
    status = U_ZERO_ERROR;
    tertiary = ucol_open("", &status);
    ucol_setStrength(tertiary, UCOL_TERTIARY);
    ucol_setAttribute(tertiary, UCOL_NUMERIC_COLLATION, UCOL_ON, &status);
  }
  ~Collators() {
    if (secondary) ucol_close(secondary);
    if (tertiary) ucol_close(tertiary);
  }
};

Collators &threadCollators() {
  thread_local Collators collators;
  return collators;
}

std::unique_ptr<icu::PluralRules> rulesFor(const char *locale) {
  UErrorCode status = U_ZERO_ERROR;
  icu::Locale loc = icu::Locale::forLanguageTag(locale, status);
  if (U_FAILURE(status) || loc.isBogus()) return nullptr;
  std::unique_ptr<icu::PluralRules> rules(icu::PluralRules::forLocale(loc, status));
  if (U_FAILURE(status)) return nullptr;
  return rules;
}

std::string toUTF8(const icu::UnicodeString &s) {
  std::string out;
  s.toUTF8String(out);
  return out;
}

/// CLDR's rule text for `locale` from ICU's `plurals` resource bundle, with the samples that
/// `PluralRules::getRules()` drops: "one: i = 1 and v = 0 @integer 1; other: ...". Falls back
/// from the most specific ICU id to its language, as ICU does when it picks rules.
std::string cldrRuleText(const char *locale) {
  UErrorCode status = U_ZERO_ERROR;
  char id[ULOC_FULLNAME_CAPACITY];
  int32_t parsed = 0;
  uloc_forLanguageTag(locale, id, sizeof id, &parsed, &status);
  if (U_FAILURE(status)) return "";
  UResourceBundle *bundle = ures_openDirect(nullptr, "plurals", &status);
  if (U_FAILURE(status)) return "";
  UResourceBundle *locales = ures_getByKey(bundle, "locales", nullptr, &status);
  std::string candidate = id;
  std::string setName;
  while (!candidate.empty() && U_SUCCESS(status)) {
    UErrorCode inner = U_ZERO_ERROR;
    int32_t length = 0;
    const UChar *name = ures_getStringByKey(locales, candidate.c_str(), &length, &inner);
    if (U_SUCCESS(inner)) {
      setName = toUTF8(icu::UnicodeString(name, length));
      break;
    }
    size_t cut = candidate.find_last_of('_');
    candidate = cut == std::string::npos ? "" : candidate.substr(0, cut);
  }
  std::string text;
  if (!setName.empty()) {
    UResourceBundle *rules = ures_getByKey(bundle, "rules", nullptr, &status);
    UResourceBundle *set = ures_getByKey(rules, setName.c_str(), nullptr, &status);
    while (U_SUCCESS(status) && ures_hasNext(set)) {
      int32_t length = 0;
      const char *key = nullptr;
      const UChar *rule = ures_getNextString(set, &length, &key, &status);
      if (U_FAILURE(status)) break;
      if (!text.empty()) text += "; ";
      text += std::string(key) + ": " + toUTF8(icu::UnicodeString(rule, length));
    }
    ures_close(set);
    ures_close(rules);
  }
  ures_close(locales);
  ures_close(bundle);
  return text;
}

}  // namespace

extern "C" int atelier_icu_collate(const char *a, size_t aLength, const char *b, size_t bLength) {
  Collators &c = threadCollators();
  UErrorCode status = U_ZERO_ERROR;
  UCollationResult r = ucol_strcollUTF8(c.secondary, a, static_cast<int32_t>(aLength), b,
                                        static_cast<int32_t>(bLength), &status);
  if (r == UCOL_EQUAL) {
    status = U_ZERO_ERROR;
    r = ucol_strcollUTF8(c.tertiary, a, static_cast<int32_t>(aLength), b,
                         static_cast<int32_t>(bLength), &status);
  }
  if (r == UCOL_LESS) return -1;
  if (r == UCOL_GREATER) return 1;
  // Code-point order of UTF-8 equals byte order.
  int cmp = std::memcmp(a, b, std::min(aLength, bLength));
  if (cmp != 0) return cmp < 0 ? -1 : 1;
  if (aLength == bLength) return 0;
  return aLength < bLength ? -1 : 1;
}

extern "C" int32_t atelier_icu_sort_key(const char *s, size_t length, uint8_t *out,
                                        int32_t capacity) {
  Collators &c = threadCollators();
  icu::UnicodeString text = icu::UnicodeString::fromUTF8(
      icu::StringPiece(s, static_cast<int32_t>(length)));
  return ucol_getSortKey(c.secondary, text.getBuffer(), text.length(), out, capacity);
}

extern "C" int32_t atelier_icu_nfd_utf16(const char *s, size_t length, uint16_t *out,
                                         int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  const icu::Normalizer2 *nfd = icu::Normalizer2::getNFDInstance(status);
  if (U_FAILURE(status) || !nfd) return -1;
  icu::UnicodeString text = icu::UnicodeString::fromUTF8(
      icu::StringPiece(s, static_cast<int32_t>(length)));
  icu::UnicodeString decomposed = nfd->normalize(text, status);
  if (U_FAILURE(status)) return -1;
  int32_t count = decomposed.length();
  if (count <= capacity) {
    decomposed.extract(0, count, reinterpret_cast<UChar *>(out));
  }
  return count;
}

extern "C" int32_t atelier_icu_plural_categories(const char *locale, char *out,
                                                 int32_t capacity) {
  auto rules = rulesFor(locale);
  if (!rules) return -1;
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::StringEnumeration> keywords(rules->getKeywords(status));
  if (U_FAILURE(status) || !keywords) return -1;
  std::vector<std::string> names;
  while (const char *k = keywords->next(nullptr, status)) {
    if (U_FAILURE(status)) return -1;
    names.emplace_back(k);
  }
  std::sort(names.begin(), names.end());
  std::string joined;
  for (const auto &name : names) {
    if (!joined.empty()) joined += ' ';
    joined += name;
  }
  return emit(joined, out, capacity);
}

extern "C" int32_t atelier_icu_plural_select(const char *locale, const char *number, char *out,
                                             int32_t capacity) {
  auto rules = rulesFor(locale);
  if (!rules) return -1;
  UErrorCode status = U_ZERO_ERROR;
  icu::Locale loc = icu::Locale::forLanguageTag(locale, status);
  const char *dot = std::strchr(number, '.');
  int fraction = dot ? static_cast<int>(std::strlen(dot + 1)) : 0;
  auto formatter = icu::number::NumberFormatter::withLocale(loc)
                       .precision(icu::number::Precision::fixedFraction(fraction))
                       .grouping(UNUM_GROUPING_OFF);
  icu::number::FormattedNumber formatted = formatter.formatDecimal(number, status);
  if (U_FAILURE(status)) return -1;
  icu::UnicodeString keyword = rules->select(formatted, status);
  if (U_FAILURE(status)) return -1;
  return emit(toUTF8(keyword), out, capacity);
}

extern "C" int32_t atelier_icu_plural_rules(const char *locale, char *out, int32_t capacity) {
  if (!rulesFor(locale)) return -1;
  return emit(cldrRuleText(locale), out, capacity);
}

extern "C" int32_t atelier_icu_plural_samples(const char *locale, const char *category,
                                              int decimal, char *out, int32_t capacity) {
  if (!rulesFor(locale)) return -1;
  std::string text = cldrRuleText(locale);
  std::string wanted = std::string(category) + ":";
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find(';', start);
    if (end == std::string::npos) end = text.size();
    std::string rule = text.substr(start, end - start);
    rule.erase(0, rule.find_first_not_of(' '));
    if (rule.compare(0, wanted.size(), wanted) == 0) {
      const char *marker = decimal ? "@decimal" : "@integer";
      size_t at = rule.find(marker);
      if (at == std::string::npos) return emit("", out, capacity);
      size_t from = at + std::strlen(marker);
      size_t to = rule.find('@', from);
      std::string samples =
          rule.substr(from, to == std::string::npos ? std::string::npos : to - from);
      samples.erase(0, samples.find_first_not_of(' '));
      while (!samples.empty() && samples.back() == ' ') samples.pop_back();
      return emit(samples, out, capacity);
    }
    start = end + 1;
  }
  return emit("", out, capacity);
}

extern "C" int32_t atelier_icu_plural_locales(char *out, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  std::unique_ptr<icu::StringEnumeration> locales(icu::PluralRules::getAvailableLocales(status));
  if (U_FAILURE(status) || !locales) return -1;
  std::string joined;
  while (const char *id = locales->next(nullptr, status)) {
    if (U_FAILURE(status)) return -1;
    if (!joined.empty()) joined += ' ';
    joined += id;
  }
  return emit(joined, out, capacity);
}

extern "C" int atelier_icu_is_known_language(const char *locale) {
  static std::once_flag once;
  static std::set<std::string> languages;
  std::call_once(once, [] {
    int32_t count = uloc_countAvailable();
    for (int32_t i = 0; i < count; i++) {
      char language[ULOC_LANG_CAPACITY];
      UErrorCode status = U_ZERO_ERROR;
      uloc_getLanguage(uloc_getAvailable(i), language, sizeof language, &status);
      if (U_SUCCESS(status)) languages.insert(language);
    }
    UErrorCode status = U_ZERO_ERROR;
    std::unique_ptr<icu::StringEnumeration> plural(icu::PluralRules::getAvailableLocales(status));
    while (plural && U_SUCCESS(status)) {
      const char *id = plural->next(nullptr, status);
      if (!id) break;
      char language[ULOC_LANG_CAPACITY];
      UErrorCode inner = U_ZERO_ERROR;
      uloc_getLanguage(id, language, sizeof language, &inner);
      if (U_SUCCESS(inner)) languages.insert(language);
    }
  });
  UErrorCode status = U_ZERO_ERROR;
  char id[ULOC_FULLNAME_CAPACITY];
  int32_t parsed = 0;
  uloc_forLanguageTag(locale, id, sizeof id, &parsed, &status);
  if (U_FAILURE(status) || parsed != static_cast<int32_t>(std::strlen(locale))) return 0;
  char language[ULOC_LANG_CAPACITY];
  uloc_getLanguage(id, language, sizeof language, &status);
  if (U_FAILURE(status) || language[0] == '\0') return 0;
  return languages.count(language) ? 1 : 0;
}

extern "C" int32_t atelier_icu_version(char *out, int32_t capacity) {
  UVersionInfo info;
  u_getVersion(info);
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_versionToString(info, text);
  return emit(text, out, capacity);
}
