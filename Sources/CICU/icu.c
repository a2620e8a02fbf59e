/* ICU here is the copy Foundation carries (`_FoundationICU`, its names
 * prefixed `swift_` by its own urename.h), not Debian's libicu: every
 * Swift program on Linux already maps it through Foundation, so using
 * it costs no library at start, where the system's libicuuc and
 * libicudata cost two more for the loader and 1.8 MiB resident, and
 * libicui18n one more on first use. Its data is built in, with the
 * break dictionaries for Thai, Lao, Khmer and Burmese. */
#include "trellis_icu.h"
#include <_foundation_unicode/ubidi.h>
#include <_foundation_unicode/ubrk.h>
#include <_foundation_unicode/unumberformatter.h>
#include <_foundation_unicode/ulistformatter.h>
#include <_foundation_unicode/ustring.h>
#include <stdio.h>
#include <string.h>

int trellis_bidi_levels(const uint16_t *text, int32_t length, uint8_t *levels, uint8_t *paragraphLevel) {
    return trellis_bidi_paragraph_levels(text, length, 0, levels, paragraphLevel);
}

int trellis_bidi_paragraph_levels(const uint16_t *text, int32_t length, int rightToLeftByDefault,
                                  uint8_t *levels, uint8_t *paragraphLevel) {
    UErrorCode error = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &error);
    if (U_FAILURE(error) || bidi == NULL) return 0;
    ubidi_setPara(bidi, (const UChar *)text, length, rightToLeftByDefault ? UBIDI_DEFAULT_RTL : UBIDI_DEFAULT_LTR,
                  NULL, &error);
    const UBiDiLevel *resolved = U_SUCCESS(error) ? ubidi_getLevels(bidi, &error) : NULL;
    int ok = U_SUCCESS(error) && resolved != NULL;
    if (ok) {
        memcpy(levels, resolved, (size_t)length);
        *paragraphLevel = ubidi_getParaLevel(bidi);
    }
    ubidi_close(bidi);
    return ok;
}

void trellis_bidi_reorder(const uint8_t *levels, int32_t count, int32_t *visualToLogical) {
    ubidi_reorderVisual(levels, count, visualToLogical);
}

void *trellis_line_breaker_open(void) {
    UErrorCode error = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", NULL, 0, &error);
    if (U_FAILURE(error)) return NULL;
    return iterator;
}

void trellis_line_breaker_close(void *breaker) {
    if (breaker) ubrk_close((UBreakIterator *)breaker);
}

int32_t trellis_line_breaks(void *breaker, const uint16_t *text, int32_t length, int32_t *breaks) {
    UBreakIterator *iterator = (UBreakIterator *)breaker;
    UErrorCode error = U_ZERO_ERROR;
    ubrk_setText(iterator, (const UChar *)text, length, &error);
    if (U_FAILURE(error)) return -1;
    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t position = ubrk_next(iterator); position != UBRK_DONE && position < length;
         position = ubrk_next(iterator)) {
        if (position > 0 && count < length) breaks[count++] = position;
    }
    // Leave no pointer into the caller's buffer behind.
    UErrorCode ignored = U_ZERO_ERROR;
    static const UChar empty[1] = {0};
    ubrk_setText(iterator, empty, 0, &ignored);
    return count;
}

int32_t trellis_format_durations(const char *locale, const char *const *units, const double *amounts, int32_t count,
                                 uint16_t *out, int32_t capacity) {
    enum { MAX_PARTS = 8, PART_CAPACITY = 128 };
    if (count < 1 || count > MAX_PARTS || locale == NULL) return -1;
    UChar parts[MAX_PARTS][PART_CAPACITY];
    const UChar *pointers[MAX_PARTS];
    int32_t lengths[MAX_PARTS];
    UErrorCode error = U_ZERO_ERROR;
    for (int32_t i = 0; i < count; i++) {
        char skeleton[96];
        snprintf(skeleton, sizeof skeleton, "measure-unit/duration-%s unit-width-full-name", units[i]);
        UChar wide[96];
        u_uastrncpy(wide, skeleton, 96);
        UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(wide, -1, locale, &error);
        UFormattedNumber *result = unumf_openResult(&error);
        if (U_SUCCESS(error)) unumf_formatDouble(formatter, amounts[i], result, &error);
        lengths[i] = U_SUCCESS(error) ? unumf_resultToString(result, parts[i], PART_CAPACITY, &error) : 0;
        if (result) unumf_closeResult(result);
        if (formatter) unumf_close(formatter);
        if (U_FAILURE(error) || lengths[i] >= PART_CAPACITY) return -1;
        pointers[i] = parts[i];
    }
    UListFormatter *list = ulistfmt_openForType(locale, ULISTFMT_TYPE_UNITS, ULISTFMT_WIDTH_WIDE, &error);
    int32_t length = U_SUCCESS(error) ? ulistfmt_format(list, pointers, lengths, count, (UChar *)out, capacity, &error) : -1;
    if (list) ulistfmt_close(list);
    return U_FAILURE(error) || length >= capacity ? -1 : length;
}

int32_t trellis_format_number(const char *skeleton, const char *locale, double value, uint16_t *out, int32_t capacity) {
    enum { SKELETON_CAPACITY = 256 };
    if (skeleton == NULL || locale == NULL || strlen(skeleton) >= SKELETON_CAPACITY) return -1;
    UChar wide[SKELETON_CAPACITY];
    u_uastrncpy(wide, skeleton, SKELETON_CAPACITY);
    UErrorCode error = U_ZERO_ERROR;
    UNumberFormatter *formatter = unumf_openForSkeletonAndLocale(wide, -1, locale, &error);
    UFormattedNumber *result = unumf_openResult(&error);
    if (U_SUCCESS(error)) unumf_formatDouble(formatter, value, result, &error);
    int32_t length = U_SUCCESS(error) ? unumf_resultToString(result, (UChar *)out, capacity, &error) : -1;
    if (result) unumf_closeResult(result);
    if (formatter) unumf_close(formatter);
    return U_FAILURE(error) || length >= capacity ? -1 : length;
}
