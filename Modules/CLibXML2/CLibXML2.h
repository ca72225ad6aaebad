// Carries libxml2's pkg-config flags and system-package providers to L10nKit's XLIFF reader and
// writer. Swift imports it with `@preconcurrency internal import CLibXML2`.
//
// Debian's libxml2 is built with ICU, so <libxml/encoding.h> includes <unicode/ucnv.h>. ICU's
// headers clash with the ICU that Foundation bundles (`UErrorCode` has different definitions), so
// the ICU header is kept out: its include guard is pre-defined and the two types libxml2 names
// (only behind pointers and in a struct Swift never touches) are declared opaquely with the same
// layout.
#include <stdint.h>
#ifndef UCNV_H
#define UCNV_H
typedef struct UConverter UConverter;
typedef uint16_t UChar;
#endif
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlwriter.h>
