// ICU's bidirectional algorithm (ubidi) and line break iterator (ubrk),
// behind plain C types: ICU's own headers would clash in Swift with the
// copy of ICU that Foundation carries (same type names, other versions).
#ifndef TRELLIS_ICU_H
#define TRELLIS_ICU_H
#include <stdint.h>

/// Resolves the bidi embedding level of each UTF-16 unit of a paragraph
/// whose direction comes from its first strong character (left to right
/// without one). Returns 0 on failure.
int trellis_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels, uint8_t *paragraphLevel);

/// The same for a paragraph without strong characters taken as right to
/// left when `rightToLeftByDefault` is non-zero.
int trellis_bidi_paragraph_levels(const uint16_t *text, int32_t length, int rightToLeftByDefault,
                                  uint8_t *levels, uint8_t *paragraphLevel);

/// Visual order of runs with the given levels (rule L2):
/// visualToLogical[visual index] = logical index.
void trellis_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visualToLogical);

/// A UAX #14 line break iterator for the root locale (with ICU's
/// dictionaries for Thai, Lao, Khmer and Burmese); NULL on failure.
void *trellis_line_breaker_open(void);
void trellis_line_breaker_close(void *breaker);

/// Writes the UTF-16 offsets of the break opportunities strictly inside
/// `text` (at most `length`), returns how many, or -1 on failure.
int32_t trellis_line_breaks(void *breaker, const uint16_t *text, int32_t length, int32_t *breaks);

/// Amounts of duration units ("hour", "minute"; ICU's unit names) as
/// words in `locale` ("en_US": "2 hours, 23 minutes"; "de_DE": "2 Stunden
/// und 23 Minuten"), joined as the locale joins units. Writes UTF-16 to
/// `out` and returns its length, or -1 on failure.
int32_t trellis_format_durations(const char *locale, const char *const *units, const double *amounts, int32_t count,
                                 uint16_t *out, int32_t capacity);

/// `value` formatted by an ICU number skeleton ("measure-unit/length-kilometer
/// unit-width-short usage/road") in `locale`, units converted as the
/// locale's usage says. Writes UTF-16 to `out` and returns its length, or
/// -1 on failure (an unknown unit, a skeleton ICU rejects).
int32_t trellis_format_number(const char *skeleton, const char *locale, double value, uint16_t *out, int32_t capacity);

#endif
